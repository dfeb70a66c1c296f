"""Issue #12: IN-SAMPLE probes for the count rung ("one value replaced ... count of ..."), hand-written
before any rule was fitted to them. A count of people (people, approvers, reviewers, engineers, 人, 位, 名)
or of steps and attempts often names a role in a frame, not a value of one slot: "The API was documented
by 2 people" / "The API needs a review by 3 people" are who wrote it and who must review it, two true
facts. The controls are such pairs (a description frame and a requirement frame, two roles, an event and
a policy), in English and Chinese; the updates and restatements keep one role and change, or keep, the
count, so that a fix for the controls is seen to cost no update.

Split ONCE, before any tuning, into a `tuning` half (rules may be fitted to it) and a `check` half
(read only as a figure), one group per case, stratified by class and language, seed in the header.

    .venv/bin/python bench/make_count_probes.py   # writes bench/data/count_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/count_probes.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/count_probes.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import seq_rows, write_jsonl

SEED = 20261201
OUT = Path(__file__).resolve().parent / "data" / "count_probes.jsonl"

S, N = "update_signal", "update_nosignal"
L, T, Q = "distinct_lookalike", "temporary", "restatement"

# (lang, cls, question, sequence)
CASES: list[tuple[str, str, str, list[str]]] = [
    # -- English controls: the count names a role, and the two frames name two roles
    ("en", L, "", ["The API reference was documented by 2 people.", "The API reference needs a review by 3 people."]),
    ("en", L, "", ["The onboarding guide was written by four people.", "Every change to the onboarding guide needs two people to approve it."]),
    ("en", L, "", ["The incident postmortem was drafted by 3 engineers.", "The incident postmortem must be signed off by 2 engineers."]),
    ("en", L, "", ["The release checklist was put together by two people.", "The release checklist requires sign-off from three people."]),
    ("en", L, "", ["Our design doc was reviewed by 5 reviewers.", "Our design doc needs 2 reviewers to approve it."]),
    ("en", L, "", ["The billing service was built by 6 engineers.", "The billing service is kept running by 2 engineers on call."]),
    ("en", L, "", ["The migration plan was approved by two managers.", "The migration plan needs approval from three managers."]),
    ("en", L, "", ["The deploy script was tested by 3 people.", "The deploy script is maintained by 2 people."]),
    ("en", L, "", ["The data export was checked by two analysts.", "The data export needs two analysts to sign off."]),
    ("en", L, "", ["The vendor contract was signed by 2 people.", "The vendor contract needs signatures from 3 people."]),
    ("en", L, "", ["Our RFC was co-authored by 3 people.", "Our RFC has to be approved by 4 people."]),
    ("en", L, "", ["The security audit was done by two people.", "The security audit requires three people in the room."]),
    ("en", L, "", ["Each sprint demo is given by 2 people.", "Each sprint demo is watched by about 20 people."]),
    ("en", L, "", ["The wiki page on backups was written by 2 people.", "The wiki page on backups is read by 40 people a week."]),
    ("en", L, "", ["The nightly build was retried 3 times before it passed.", "The nightly build is retried up to 5 times."]),
    ("en", L, "", ["Setting up a new laptop takes 7 steps.", "Setting up my new laptop took 3 attempts."]),
    ("en", L, "", ["The password reset flow was redesigned by 2 designers.", "The password reset flow asks 3 designers for feedback every quarter."]),
    ("en", L, "", ["The hotfix was reviewed by one person.", "Any hotfix needs two people to review it."]),
    # -- English updates: one role, another count
    ("en", S, "How many reviewers must approve a pull request?", ["Pull requests need approval from 2 reviewers.", "Pull requests now need approval from 3 reviewers."]),
    ("en", N, "How many approvers do merges to main require?", ["Merges to main require 1 approver.", "Merges to main require 2 approvers."]),
    ("en", S, "How many engineers are on the on-call rotation?", ["The on-call rotation has 4 engineers.", "The on-call rotation is down to 3 engineers."]),
    ("en", N, "How many people are on the platform team?", ["The platform team has five people.", "The platform team has seven people."]),
    ("en", S, "How many people must sign off a release?", ["Release sign-off needs two people.", "Release sign-off needs three people from now on."]),
    ("en", N, "How many people must approve a production deploy?", ["Deploys to production need approval from 2 people.", "Production deploys need approval from 3 people."]),
    ("en", S, "How many steps does the signup flow have?", ["The signup flow has 5 steps.", "We cut the signup flow to 3 steps."]),
    ("en", N, "How many steps does a password reset take?", ["A password reset takes 4 steps.", "A password reset takes 2 steps."]),
    ("en", S, "After how many attempts does the login page lock you out?", ["The login page locks you out after 5 attempts.", "The login page now locks you out after 3 attempts."]),
    ("en", N, "How many times does CI retry a flaky test?", ["CI retries a flaky test 2 times.", "CI retries a flaky test 3 times."]),
    ("en", N, "How many interviewers are in the interview loop?", ["The interview loop has 4 interviewers.", "The interview loop has 5 interviewers."]),
    # -- English restatements and a passing state
    ("en", Q, "How many approvals does a merge need?", ["Merges need 2 approvals.", "A merge needs two approvals."]),
    ("en", Q, "How many people review the design doc?", ["The design doc is reviewed by three people.", "Three people review the design doc."]),
    ("en", T, "How many approvers does a release need?", ["A release needs 2 approvers.", "Because of the freeze, this week's release needs 4 approvers."]),
    # -- Chinese controls
    ("zh", L, "", ["这份接口文档是两个人写的。", "这份接口文档需要三个人评审。"]),
    ("zh", L, "", ["上线方案由3位同事起草。", "上线方案需要2位同事签字。"]),
    ("zh", L, "", ["这次事故复盘由两名工程师完成。", "事故复盘报告必须经过三名工程师确认。"]),
    ("zh", L, "", ["新人手册是四个人一起编写的。", "新人手册每次修改都要两个人审批。"]),
    ("zh", L, "", ["部署脚本由三个人测试过。", "部署脚本由两个人维护。"]),
    ("zh", L, "", ["这个构建失败后重试了3次。", "这个构建最多重试5次。"]),
    ("zh", L, "", ["报销流程有6个步骤。", "报销流程我走了3遍才通过。"]),
    ("zh", L, "", ["采购合同由两个人签了字。", "采购合同需要三个人签字。"]),
    ("zh", L, "", ["登录密码我输错了2次。", "登录密码最多可以输错5次。"]),
    # -- Chinese updates
    ("zh", S, "合并代码需要几个人审批？", ["合并代码需要两个人审批。", "合并代码现在需要三个人审批。"]),
    ("zh", N, "值班轮换有几个工程师？", ["值班轮换有四个工程师。", "值班轮换有六个工程师。"]),
    ("zh", S, "注册流程有几个步骤？", ["注册流程有五个步骤。", "注册流程缩短到三个步骤了。"]),
    ("zh", N, "登录失败几次会锁定账号？", ["登录失败5次会锁定账号。", "登录失败3次会锁定账号。"]),
    ("zh", S, "上线审批需要几个人？", ["上线审批需要2个人。", "上线审批改成需要3个人了。"]),
    ("zh", N, "平台组有几个人？", ["平台组有五个人。", "平台组有七个人。"]),
    # -- Chinese restatement and a passing state
    ("zh", Q, "合并代码需要几个人审批？", ["合并代码需要两个人审批。", "合并代码需要2个人审批。"]),
    ("zh", T, "上线需要几个人审批？", ["上线需要两个人审批。", "这周封版期间，上线临时需要四个人审批。"]),
]


def main() -> None:
    controls = sum(1 for _, cls, _, _ in CASES if cls in (L, T))
    header = {"about": "issue #12 IN-SAMPLE count probes (bench/make_count_probes.py): hand-written before any rule "
                       "was fitted to them; counts of people, approvers, reviewers, steps and attempts in description "
                       f"and requirement frames, EN and ZH; {controls} of {len(CASES)} cases are controls (two roles "
                       "counted, an event and a policy, a passing state), the rest updates and restatements of one "
                       "role; split once before tuning into `tuning` (rules fitted to it) and `check` (figures only), "
                       "one group per case, stratified by class and language",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES), "controls": controls}
    write_jsonl(OUT, header, seq_rows(CASES, SEED, "count", 60000))
    print(f"wrote {OUT}: {len(CASES)} cases, {controls} controls")


if __name__ == "__main__":
    main()
