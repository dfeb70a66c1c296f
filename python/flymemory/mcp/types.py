"""The argument types of the tools: pydantic checks that turn bad input into an error
naming the argument before any engine code runs."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from flymemory.graph import ENTITY_TYPES
from flymemory.limits import MAX_QUERY, MAX_TEXT, MAX_WORKSPACE


def clean_text(value: str) -> str:
    """Reject what would corrupt the store or could never be recalled."""
    if "\x00" in value:
        raise ValueError("contains a NUL byte (\\u0000); remove it and send plain text")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("is not valid unicode (it contains a lone surrogate); send well-formed UTF-8") from None
    return value


def non_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("is empty or only whitespace; send the words to store or search for")
    return value


def label(value: str) -> str:
    clean_text(value)
    if any(c in value for c in "\r\n\t"):
        raise ValueError("must be a single line without tabs")
    return value


Body = Annotated[str, Field(min_length=1, max_length=MAX_TEXT), AfterValidator(clean_text),
                 AfterValidator(non_blank)]
Query = Annotated[str, Field(min_length=1, max_length=MAX_QUERY), AfterValidator(clean_text),
                  AfterValidator(non_blank)]
# strict: `true` or "12" is not an id (lax int parsing would make `true` forget #1)
EntryId = Annotated[int, Field(ge=1, le=2**62, strict=True, description="A memory id as shown after `#` in replies.")]
Workspace = Annotated[str, Field(max_length=MAX_WORKSPACE, description=(
    "Absolute path of the current project directory. Empty = the workspace the client named on "
    "its endpoint (?workspace= or X-FlyMemory-Workspace), else none.")), AfterValidator(label)]
OccurredAt = Annotated[str | None, Field(max_length=64, description=(
    "Optional: when this happened, ISO 8601 date or date-time (naive = UTC), e.g. 2026-03-01T09:30:00Z. "
    "Becomes the memory's creation time instead of now; refused if unparseable, before 1970 or more than "
    "a day ahead."))]
Speaker = Annotated[str, Field(max_length=64, description=(
    "Optional: who said it (a name, or e.g. 'user' / 'assistant'). Kept with each sentence and read with it "
    "by recall, so 'what does Dana do with her kids?' finds a sentence that never names Dana. Text that "
    "starts with 'Name: ' names its speaker by itself."))]
Role = Annotated[Literal["", "user", "assistant", "system", "tool"], Field(description=(
    "Optional: the chat role of the message (user, assistant, system, tool)."))]
SessionId = Annotated[str, Field(max_length=512, description="The conversation/session id, if known."),
                      AfterValidator(label)]
Compartment = Annotated[str | None, Field(min_length=1, max_length=64, description=(
    "Only this compartment (e.g. `lessons`, `decisions`, `context`); default: every compartment.")),
    AfterValidator(lambda v: v if v is None else label(v))]
ReadScope = Annotated[Literal["workspace", "all"], Field(description=(
    "`workspace` (default): this workspace + user-level memories + memories with no workspace. "
    "`all`: every workspace."))]
StateKey = Annotated[str, Field(min_length=1, max_length=200, description=(
    "A stable name for a fact that changes, e.g. `deploy.target` or `user.editor`.")),
    AfterValidator(label), AfterValidator(non_blank)]

EntityName = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(label), AfterValidator(non_blank)]
EntityType = Literal[ENTITY_TYPES]  # type: ignore[valid-type]


class GraphEntity(BaseModel):
    name: EntityName
    type: EntityType


class GraphRelation(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    from_: EntityName = Field(alias="from", description="An entity named in `entities`.")
    rel: Annotated[str, Field(min_length=1, max_length=48, pattern=r"^[A-Za-z0-9_ -]+$", description=(
        "works_at, leads, founded, located_in, uses, part_of, or another short name."))]
    to: EntityName = Field(description="An entity named in `entities`.")


def compartments(compartment: str | None) -> dict[str, Any]:
    """Scope keywords for an optional single-compartment filter."""
    return {} if compartment is None else {"compartments": (compartment,)}
