"""Issue #12 blind probe set 6 (session 22; sets 2-5 of sessions 9-12 were kept outside the repository and
are gone): hand-written by an engineer who does not tune the classifier and did not run it on these cases, drawn from the way the simulated users of MemoryBank talk
(the user turns, "query", of data/memorybank/memory_bank_{en,cn}.json, MemoryBank-SiliconFriend eval data,
MIT): each case takes a fact one of those users states (hobby, plan, trip, dish, job, number, date, place)
and writes it again the way that user would on another day: restated, updated (with and without a change
word), reversed, made temporary, set next to a look-alike or a second event, or next to an unrelated fact.
Written outside the repository (in /work/blind2); split ONCE by group (each case is its own group) with
bench/probes.py check_groups(seed=20261601) into a tuning half (given to the engineers who tune) and a
check half (not opened by them) before anyone tunes on it. Writes bench/data/blind_probes_6.jsonl:

    .venv/bin/python bench/make_blind_probes_6.py"""

from __future__ import annotations

# ruff: noqa: E501  (one case per line: the data reads as a table)
from collections import Counter
from pathlib import Path

from probes import check_groups, write_jsonl

OUT = Path(__file__).resolve().parent / "data" / "blind_probes_6.jsonl"
FIRST_ID = 210000
SPLIT_SEED = 20261601

RS, US, UN, RV, TP, LA, EV, UR = ("restatement", "update_signal", "update_nosignal", "reversal",
                                  "temporary", "distinct_lookalike", "distinct_event", "unrelated")

EN: list[tuple[str, str, list[str]]] = [
    # restatements: the same user, another day, other words (Emily, Frank, Lucy, Sunny, Jason, Linda, John Zhang, Ivy, Henry, Gary, Jack, Roland, Susan, Luna, Leo)
    (RS, "What are my hobbies?", ["I really enjoy painting, playing piano and tea tasting.", "As I told you before, my hobbies are painting, the piano and tasting tea."]),
    (RS, "How long do I draw each day?", ["I spend at least half an hour every day drawing, but I always feel like I'm not making progress.", "Every single day I draw for thirty minutes at the very least."]),
    (RS, "Which cuisines am I learning to cook?", ["I'm currently learning Sichuan and Hunan cuisine.", "By the way, the cuisines I'm learning to cook right now are Hunan and Sichuan food."]),
    (RS, "Which park has beautiful scenery?", ["If you ever have the chance, you should definitely come to Green Meadow Park, the scenery there is really beautiful.", "The scenery at Green Meadow Park is really beautiful, you should go there if you ever get the chance."]),
    (RS, "What are my hobbies?", ["I like hiking, long-distance running, basketball, military history research, and rock climbing.", "My hobbies, like I said, are hiking, rock climbing, basketball, long-distance running and researching military history."]),
    (RS, "What music do I love?", ["Besides nature, I also love listening to music, especially jazz.", "Music is something I really love, jazz above all."]),
    (RS, "What kind of films do I like?", ["I like comedies and romance films.", "Comedies and romantic movies are the kind of films I like."]),
    (RS, "Which cuisines do I prefer?", ["I prefer Sichuan and Cantonese cuisine.", "When it comes to food, Cantonese and Sichuan cuisine are what I prefer."]),
    (RS, "Where did I travel recently?", ["I traveled to Xiamen recently, it's a beautiful city.", "Like I mentioned, I was in Xiamen not long ago and it's such a lovely city."]),
    (RS, "Where do I usually exercise?", ["I usually exercise at the gym because they have equipment and trainers to guide me.", "Most of my workouts happen at the gym, since there's equipment there and trainers to guide me."]),
    (RS, "What kind of movies do I like?", ["I like action and comedy movies, they always make me feel excited and happy.", "Action and comedy are the movie genres I like."]),
    (RS, "What do I want to see in New Zealand?", ["I'm planning a trip to New Zealand to see the glaciers and waterfalls.", "As I said, I want to go to New Zealand and see its waterfalls and glaciers."]),
    (RS, "What food do I love?", ["I mainly love Chinese food and Japanese cuisine, especially barbecue and sushi.", "Chinese and Japanese food are my favourites, barbecue and sushi most of all."]),
    (RS, "Which mountain am I climbing next?", ["I'm planning to climb Mount Huashan next.", "Next on my list is climbing Huashan."]),
    (RS, "How long will I stay in Spain?", ["I plan to stay in Spain for about two weeks.", "My Spain trip will last roughly fourteen days."]),
    (RS, "Which Spanish cities do I want to visit?", ["I want to visit cities like Madrid, Barcelona, and Granada.", "In Spain the cities I want to see are Barcelona, Granada and Madrid."]),
    (RS, "Which TV series am I watching?", ["I recently started watching a TV series called Awakening Age.", "By the way, the show I've just begun watching is Awakening Age."]),
    (RS, "What weather do I like?", ["I like sunny and warm weather.", "Warm, sunny days are the kind of weather I like."]),
    (RS, "When does my badminton group play?", ["Recently, my colleagues and I formed a badminton group and we play every weekend.", "Hi friend, like I said, every weekend I play badminton with the group my colleagues and I set up."]),
    (RS, "How many people are in my badminton group?", ["There are about eight people in our badminton group, all good colleagues.", "Our badminton group has around 8 members, all of them colleagues."]),
    (RS, "What do I do every morning?", ["I have been exercising and meditating every morning.", "Every morning I do some exercise and some meditation."]),
    (RS, "Which sports do I enjoy?", ["I enjoy playing badminton, running, and swimming.", "Badminton, running and swimming are the sports I enjoy."]),
    (RS, "What am I studying?", ["Recently, I have been studying programming.", "Lately I've been learning how to code."]),
    (RS, "How do I feel about racing?", ["Although racing is just a hobby, I really enjoy the feeling of flying on the track.", "Racing is only a hobby of mine, but I love that feeling of flying around the track."]),
    (RS, "What else am I interested in?", ["I also like business, chess, painting, and fine wine.", "My other interests are fine wine, painting, chess and business."]),
    (RS, "What music genres do I like best?", ["My favorite music genres are rock and pop.", "Rock and pop, those are the genres of music I like best."]),
    (RS, "What are my favourite outdoor activities?", ["My favorite outdoor activities are hiking and cycling because I can enjoy the scenery and exercise at the same time.", "Outdoors, hiking and cycling are what I like doing most."]),
    (RS, "What activities do I like?", ["I like activities such as skateboarding, climbing, and dancing.", "Skateboarding, climbing and dancing are the activities I enjoy."]),
    (RS, "What kind of studio do I want?", ["I want a studio with a high degree of privacy because music production needs quiet and space.", "As I mentioned, the music studio I want should be very private, since making music needs quiet and space."]),
    (RS, "Which rock bands do I like?", ["I like rock music, and I like bands like AC/DC and Guns N' Roses.", "AC/DC and Guns N' Roses are the kind of rock bands I like."]),
    (RS, "What should you call me?", ["Hmm, I think you can call me Lulu.", "Just so you remember, you can call me Lulu."]),
    (RS, "What books do I love?", ["I love romance novels and biographies.", "Romance novels and biographies are what I love to read."]),
    # updates with a change word
    (US, "When am I going to Spain?", ["I want to go to Spain next month.", "My Spain trip got pushed back, I'm going in September now."]),
    (US, "Which yoga classes do I take?", ["I've been following a new yoga instructor who has very challenging classes.", "I switched from that challenging instructor to a basic yoga class for beginners."]),
    (US, "Where am I planning to travel?", ["I've been planning a trip to New Zealand.", "I've changed my plans, I'm going to Iceland instead of New Zealand."]),
    (US, "Where do I work?", ["I've been working at the same company for several years.", "I left that company and I work at a design studio now."]),
    (US, "Am I looking for a job?", ["I've been looking for a job recently, but I haven't found any good opportunities.", "I'm no longer job hunting, I accepted an offer from an internet company."]),
    (US, "What is my essay about?", ["I want to write an essay about city life.", "I've changed my essay topic from city life to life in the countryside."]),
    (US, "Which novel am I reading now?", ["I'm currently reading a novel about love called Silent Separation.", "I finished Silent Separation and now I'm reading One Hundred Years of Solitude."]),
    (US, "Where do I run?", ["I usually go for a run in the nearby park.", "I don't run in the park anymore, I run along the river now."]),
    (US, "Where do I work out?", ["I usually exercise at the gym.", "I cancelled my gym membership, so I work out at home now."]),
    (US, "When does my badminton group play?", ["Our badminton group plays every weekend.", "We moved our badminton games from weekends to Wednesday evenings."]),
    (US, "How many people are in my badminton group?", ["About eight people are in our badminton group.", "Our badminton group has grown to twelve people now."]),
    (US, "Which instrument am I learning?", ["I have been practicing playing the guitar recently.", "I gave up the guitar and started taking piano lessons."]),
    (US, "What is my favourite wine?", ["My favorite wine is a Bordeaux red.", "My favorite wine has changed, it's a Chablis now."]),
    (US, "Which camera do I use?", ["I take my photos with an old Canon DSLR.", "I replaced my old Canon with a Sony mirrorless camera."]),
    (US, "Which guitar do I play?", ["I play an acoustic guitar.", "I've switched to an electric guitar now."]),
    (US, "Which team am I on at work?", ["I'm on the marketing team at work.", "I've been moved to the product team at work."]),
    (US, "Which language am I studying?", ["I'm studying Chinese.", "I stopped studying Chinese and I'm learning English now."]),
    (US, "What am I learning now?", ["Recently, I started learning how to shoot.", "I quit shooting and picked up street dance instead."]),
    # updates without a change word
    (UN, "How long is my Spain trip?", ["I'm going to Spain for about two weeks.", "I'm going to Spain for about ten days."]),
    (UN, "When does my badminton group play?", ["Our weekly badminton game is on Saturday morning.", "Our weekly badminton game is on Sunday afternoon."]),
    (UN, "Which mountain am I climbing next?", ["My next climb is Mount Huashan.", "My next climb is Mount Tai."]),
    (UN, "When is my speech?", ["My big speech is next Friday.", "My big speech is next Thursday."]),
    (UN, "What is my fitness trainer's name?", ["My fitness trainer is called Mike.", "My fitness trainer is called Daniel."]),
    (UN, "When is my interview for the editing job?", ["My interview for the editing job is on Tuesday morning.", "My interview for the editing job is on Wednesday afternoon."]),
    (UN, "How long do I practise guitar each day?", ["I practise the guitar for twenty minutes a day.", "I practise the guitar for forty minutes a day."]),
    (UN, "When is the company banquet?", ["The company banquet is on the 12th.", "The company banquet is on the 19th."]),
    (UN, "Where is my birthday dinner?", ["My birthday dinner is at the Italian restaurant on Main Street.", "My birthday dinner is at the steakhouse by the river."]),
    (UN, "When do I start at the internet company?", ["My first day at the internet company is May 15.", "My first day at the internet company is May 22."]),
    # reversals A -> B -> A
    (RV, "What cuisine do I mostly cook?", ["I mostly cook Sichuan dishes.", "I've switched to cooking mostly Cantonese dishes.", "I'm back to cooking mostly Sichuan food."]),
    (RV, "When am I going to Spain?", ["I'm going to Spain in June.", "I moved my Spain trip to August.", "I moved the Spain trip back to June after all."]),
    (RV, "When does my badminton group play?", ["We play badminton every weekend.", "Our badminton group moved to Wednesday evenings.", "We're back to playing badminton on weekends."]),
    (RV, "Where do I work out?", ["I work out at the gym.", "I started working out at home instead of the gym.", "I'm back at the gym for my workouts now."]),
    (RV, "When do I go running?", ["I go running in the mornings.", "I switched my runs to the evenings.", "I'm running in the mornings again."]),
    (RV, "What is my favourite outdoor activity?", ["My favourite outdoor activity is cycling.", "Hiking has become my favourite outdoor activity.", "Cycling is my favourite outdoor activity again."]),
    # temporary states
    (TP, "Where do I usually exercise?", ["I usually work out at the gym after work.", "This week I'm only doing simple exercises at home because work is so busy."]),
    (TP, "Do I run regularly?", ["I run in the nearby park for an hour most days.", "I'm not running for the next few days because I twisted my ankle."]),
    (TP, "When does my badminton group play?", ["My colleagues and I play badminton every weekend.", "This weekend there's no badminton because the court is closed for repairs."]),
    (TP, "Where do I work?", ["I work at the office of an internet company downtown.", "Today I'm working from home because the office has no air conditioning in this heat."]),
    (TP, "Who cooks my dinner?", ["I cook dinner for myself most evenings.", "I'm eating takeaway this week since work is so busy."]),
    (TP, "How often do I do yoga?", ["I practice yoga three times a week.", "I'm skipping yoga for a few days because of my stomach trouble."]),
    (TP, "Where do I swim?", ["I go swimming at the pool near my home.", "The pool near my home is closed today, so I'm swimming at the one downtown."]),
    (TP, "When do I practise piano?", ["I practise the piano every evening.", "I'm not touching the piano this week while I prepare for my speech."]),
    # distinct look-alikes: same frame, different subject, both stay true
    (LA, "When am I going to Mexico?", ["My Spain trip is next month.", "My Mexico trip is in the autumn."]),
    (LA, "Which art style does my friend like?", ["I really like the art style of the Renaissance.", "My friend really likes the art style of the Impressionists."]),
    (LA, "What does my photography teacher like to shoot?", ["I like shooting landscapes near beaches.", "My photography teacher likes shooting portraits in the studio."]),
    (LA, "How many people are in my cooking class?", ["My badminton group has about eight people.", "My cooking class has about fifteen people."]),
    (LA, "When do I play badminton?", ["I go swimming at the pool on Tuesdays.", "I play badminton at the sports hall on Thursdays."]),
    (LA, "When is my mom's birthday?", ["My birthday is May 4.", "My mom's birthday is June 12."]),
    (LA, "When is my best friend's birthday?", ["My birthday is May 2.", "My best friend's birthday is May 20."]),
    (LA, "What is my brother's favourite band?", ["My favourite band is AC/DC.", "My brother's favourite band is Queen."]),
    (LA, "What do I pair white wine with?", ["I pair red wine with beef.", "I pair white wine with fish."]),
    (LA, "Who is my photography teacher?", ["My fitness trainer is Mike.", "My photography teacher is Kevin."]),
    (LA, "What is my roommate studying?", ["I'm studying Chinese on weekday evenings.", "My roommate is studying English on weekday evenings."]),
    (LA, "Which Chopin works do I love?", ["My favourite Bach works are the Orchestral Suites.", "My favourite Chopin works are his Nocturnes."]),
    (LA, "Where is my cousin moving?", ["My friend Mike is moving to Shenzhen.", "My cousin is moving to Chengdu."]),
    (LA, "What is my favourite dance style?", ["My favourite sport is shooting.", "My favourite dance style is street dance."]),
    (LA, "Which novel am I reading?", ["The history book I'm reading is about the Second World War.", "The novel I'm reading is To Live."]),
    # distinct events: two occasions or two different things done
    (EV, "What did I see at the museum?", ["Today I went to Green Meadow Park and saw a beautiful blooming cherry blossom.", "Today my friend and I went to a museum and saw an exhibition of ancient artwork."]),
    (EV, "Which film did I watch at home?", ["I went to see Taxi Driver at the cinema with my friend.", "Last month I watched The Wandering Earth at home by myself."]),
    (EV, "What did I cook tonight?", ["Yesterday, I made a decent Kung Pao Chicken dish.", "Tonight I tried making mapo tofu for the first time."]),
    (EV, "What happened on my run by the river?", ["Yesterday I went for a run in the nearby park for an hour, and it felt really refreshing.", "This morning I went for a run by the river and ended up somewhere unfamiliar, which scared me a bit."]),
    (EV, "Whose concert did I go to last night?", ["I went to see Jay Chou's concert and it was very stunning.", "Last night I went to a Jacky Cheung concert with my sister."]),
    (EV, "Where did I go in March?", ["I traveled to Xiamen recently and loved Gulangyu Island.", "Back in March I went to Chengdu and saw the pandas."]),
    (EV, "Where did I take photos today?", ["Last weekend I went to Yuntai Mountain and took a lot of pictures.", "Today I went to the lake to take some landscape photos."]),
    (EV, "What did my trainer do last week?", ["My fitness trainer complimented me on my body shape today.", "Last week my trainer taught me a new HIIT routine."]),
    (EV, "What did I do yesterday?", ["I went swimming at the pool today and it was very relaxing.", "Yesterday I went scuba diving off the coast with two friends."]),
    (EV, "What did I learn at the museum?", ["Today I went mountain climbing and could see snow-capped mountains and rivers.", "Today I went to a museum and learned a lot about ancient painting and sculpture."]),
    (EV, "What did I cook for my friends?", ["I made braised fish and had it for lunch today.", "On Saturday I made a sushi dinner for my friends."]),
    (EV, "What did I buy at the market?", ["I bought a new white dress, simple yet elegant.", "I bought a pair of silver earrings at the night market."]),
    (EV, "Which film did I see at the cinema?", ["Last night I watched a great movie called Looking Up.", "Today I went to the cinema and watched a love movie called Titanic."]),
    (EV, "What new dish did I learn?", ["Yesterday I went to a new Western restaurant and the food was pretty good.", "Today I learned a new dish called Hui Guo Rou and it's delicious."]),
    (EV, "What did I cook for my colleagues?", ["I learned to make a sweet and sour fish recently, and it tasted amazing.", "Last night I made braised pork belly for my colleagues."]),
    (EV, "Where did I go to cool off?", ["Today I went to the library and read some novels.", "The weather is really hot today, so I went to the swimming pool to cool off."]),
    (EV, "What did I buy today?", ["Today I attended a gathering organized by a community group and met some new friends.", "Today I also bought a new set of kitchen utensils."]),
    (EV, "What did I paint yesterday?", ["Today I went to the racetrack and drove a few laps.", "Yesterday I went to the countryside and painted a landscape."]),
    (EV, "What did I cook tonight?", ["I learned to cook a new dish yesterday, Spicy Pork Tripe.", "Tonight I cooked a steak and had it with a glass of red wine."]),
    (EV, "Which film did I see today?", ["I watched a great action movie called Police Story at a new theater.", "Today I went to see a newly released movie called Manchester by the Sea."]),
    (EV, "Where did I have my birthday dinner?", ["Yesterday I made kung pao chicken and my family said it was delicious.", "For my birthday today I had a delicious dinner at a great restaurant downtown."]),
    (EV, "Which film did I watch last night?", ["I watched a movie called Dangal recently and found it very moving.", "Last night I watched a Japanese movie called Little Forest."]),
    # unrelated
    (UR, "What am I preparing for?", ["I really enjoy tea tasting.", "I'm preparing for an important speech."]),
    (UR, "What was good at the new restaurant?", ["I've been studying world history recently.", "I went to a new restaurant today and their homemade ice cream was especially delicious."]),
    (UR, "What do I think of my salary?", ["I love traveling and watching movies.", "I feel like my salary and career prospects are not great."]),
    (UR, "What do I like to photograph?", ["I've been learning how to make noodles.", "My favourite thing to photograph is landscapes."]),
    (UR, "Who is my photography teacher?", ["I'm saving money for a trip.", "My photography teacher is a senior photographer."]),
    (UR, "What am I reading?", ["I often feel discomfort in my stomach lately.", "I'm reading Gone with the Wind."]),
    (UR, "What did I see in the park?", ["I'm having trouble understanding functions in programming.", "I saw many people flying kites in the park today."]),
    (UR, "What did my boss give me?", ["Sometimes I go to record stores to buy CDs.", "My boss gave me an important task at work."]),
    (UR, "What is going on at my company?", ["I've been learning to play some piano pieces.", "There's been an issue with a project at my company and we have to work overtime."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    # 复述：同一个用户，另一天，换个说法（张曼婷、王峰、李雪、孙悦、周立、刘琳、张志强、宫晓燕、郝明、姚国栋、曹志强、陈阳、郑思雨、陆琳、焦彦）
    (RS, "我最近在读什么小说？", ["我最近正在看一本讲述爱情的小说《何以笙箫默》。", "对了，我现在在读的那本爱情小说就是《何以笙箫默》。"]),
    (RS, "清蒸鲈鱼我一般配什么菜？", ["我做清蒸鲈鱼一般会配一些清淡的蔬菜，比如西葫芦或者西兰花。", "清蒸鲈鱼我通常搭西兰花或者西葫芦这类清淡的菜。"]),
    (RS, "清蒸鲈鱼要蒸多久？", ["最后放蒸锅里蒸10分钟左右，清蒸鲈鱼就做好了。", "我跟你说过，鲈鱼放进蒸锅蒸个十分钟左右就行。"]),
    (RS, "我喜欢哪个时期的艺术风格？", ["文艺复兴时期的艺术风格我非常喜欢。", "我跟你说过，我特别喜欢文艺复兴时期的艺术风格。"]),
    (RS, "我最近在看什么书？", ["话说回来，我最近在看一些军事类的书籍，觉得很有趣。", "最近我在读军事方面的书，挺有意思的。"]),
    (RS, "我攀岩进步怎么样？", ["其实最近我还在学习攀岩，感觉进步很慢。", "攀岩我最近在学，不过进步挺慢的。"]),
    (RS, "我在厦门最喜欢哪里？", ["我最近去了厦门，最喜欢鼓浪屿。", "上次去厦门，我最喜欢的地方就是鼓浪屿。"]),
    (RS, "我最喜欢周杰伦的哪首歌？", ["周杰伦的歌我最喜欢的是《听妈妈的话》，那首歌非常有感觉。", "周杰伦的歌里我最爱那首《听妈妈的话》，特别有感觉。"]),
    (RS, "我还想去看谁的演唱会？", ["我还想去看张学友和邓紫棋的演唱会。", "张学友和邓紫棋的演唱会我也很想去看。"]),
    (RS, "我有哪些爱好？", ["恩，我喜欢唱歌跳舞，健身，旅游，电影，摄影。", "我的爱好嘛，就是唱歌、跳舞、健身、旅游、看电影和摄影。"]),
    (RS, "我最近在尝试什么训练方法？", ["最近我正在尝试一些新的训练方法，包括HIIT和重量训练。", "我最近在试的新训练方法就是HIIT和重量训练这两种。"]),
    (RS, "我还喜欢哪些运动？", ["我还喜欢潜水、滑雪、跑步、登山和攀岩，五花八门吧。", "潜水、滑雪、跑步、登山、攀岩，这些运动我都喜欢。"]),
    (RS, "我的摄影老师是什么人？", ["我的摄影课老师是一名资深摄影师。", "教我摄影的那位老师是个资深的摄影师。"]),
    (RS, "我喜欢在哪里拍照？", ["我喜欢在海滩、山脉和湖泊附近拍摄，这些地方都有很美的风景。", "拍照的话，我喜欢去海滩、山里和湖边。"]),
    (RS, "我计划去哪里旅游？", ["我计划去墨西哥旅游，主要想去看看那里的文化、艺术、建筑以及美食。", "之前跟你提过，我打算去墨西哥玩，主要是看看那边的文化、艺术、建筑和美食。"]),
    (RS, "我的瑜伽教练怎么样？", ["我跟了一位新的瑜伽教练，他的课程对我来说非常困难。", "我之前说过，我在跟一位新的瑜伽教练上课，他的课对我来说难度很大。"]),
    (RS, "我新买了什么衣服？", ["我买了一件新的白色连衣裙，它很漂亮，有点简约但又不失优雅。", "我新买的那条白色连衣裙，款式简约又不失优雅，特别好看。"]),
    (RS, "我最近在学什么？", ["最近我开始学习射击，感觉很cool。", "我最近在学射击，觉得特别酷。"]),
    (RS, "我最近学会了什么舞？", ["你好，朋友，我最近学会了一些街舞，感觉很有趣呢！", "街舞我最近学会了一点，挺好玩的。"]),
    (RS, "大家觉得我做的糖醋鱼怎么样？", ["我做的糖醋鱼色泽金黄酥脆、香甜可口，很受大家的欢迎。", "大家都很喜欢我做的糖醋鱼，金黄酥脆，又香又甜。"]),
    (RS, "我想去哪里旅游？", ["我真的很想去欧洲旅游，希望有机会去一趟。", "欧洲是我一直特别想去旅游的地方，希望有机会能去。"]),
    (RS, "我最近在练什么乐器？", ["其实我最近也在练习弹吉他，但不知道怎么提高。", "对了，我这段时间一直在练吉他，就是不知道怎么进步。"]),
    (RS, "我闲暇时间都在做什么？", ["我最近闲暇时间都在看书。", "最近一有空我基本都在读书。"]),
    (RS, "我怎么看待赛车？", ["虽然只是个业余爱好，但我还是很享受在赛道上飞驰的感觉。", "我玩赛车纯属业余，就是喜欢在赛道上飞驰的那种感觉。"]),
    (RS, "我喜欢品尝什么？", ["除了棋牌游戏，我也非常喜欢品尝美酒。", "品尝美酒是我的一大爱好。"]),
    (RS, "我最喜欢怎么旅游？", ["我最喜欢的旅游方式是在自然风光中散步和拍照。", "旅游的时候，我最爱在自然风景里边散步边拍照。"]),
    (RS, "我想去哪些地方旅游？", ["我想去一些风光优美的地方，比如九寨沟、桂林等。", "九寨沟和桂林这些风景好的地方我一直想去。"]),
    (RS, "我周末有时会做什么？", ["有时我周末会去唱片店淘CD或者花时间在家中制作一些音乐。", "周末有空的时候，我会去唱片店淘淘CD，或者待在家里做点音乐。"]),
    (RS, "我有哪些爱好？", ["嗯，其实我比较喜欢弹吉他，听摇滚音乐，摄影，绘画，读诗。", "弹吉他、听摇滚、摄影、画画、读诗，这些就是我的爱好。"]),
    (RS, "我希望你怎么称呼我？", ["嗯，我觉得你可以叫我小琳吧。", "我说过的，叫我小琳就好。"]),
    (RS, "我最喜欢做什么菜？", ["我最喜欢做一些家常菜，像酸辣土豆丝、宫保鸡丁等等。", "家常菜是我最爱做的，比如宫保鸡丁和酸辣土豆丝。"]),
    (RS, "我喜欢听什么音乐？", ["我喜欢巴赫的管弦乐组曲，还爱听肖邦的钢琴曲。", "肖邦的钢琴曲和巴赫的管弦乐组曲都是我爱听的。"]),
    # 有变化词的更新
    (US, "我每天画画多长时间？", ["我每天都会花至少半个小时来画画。", "我现在每天画画的时间改成一个小时了。"]),
    (US, "我周末一般做什么运动？", ["我周末一般去郊外徒步。", "我现在不再去郊外徒步了，周末改去攀岩馆。"]),
    (US, "我现在在哪里工作？", ["我在一家贸易公司做文员。", "我已经换工作了，现在在一家互联网公司做运营。"]),
    (US, "我的健身教练是谁？", ["我的健身教练是王教练。", "我的健身教练换成了李教练。"]),
    (US, "我打算去爬哪座山？", ["我最近打算去攀登华山。", "华山的计划取消了，我改成去爬泰山。"]),
    (US, "我住在哪里？", ["我住在洛杉矶。", "我已经搬到旧金山住了。"]),
    (US, "我用什么做读书笔记？", ["我一直用纸质笔记本做读书笔记。", "我现在改用笔记软件做读书笔记了。"]),
    (US, "我周末一般做什么？", ["我周末常去射击场练射击。", "我现在不去射击场了，周末都在练街舞。"]),
    (US, "我什么时候冥想？", ["我每天早上都会早起冥想。", "我现在把冥想改到晚上睡前做了。"]),
    (US, "我在学什么语言？", ["我最近在学的新语言是日语。", "日语太难了，我已经换成学韩语了。"]),
    (US, "我在学什么编程语言？", ["我最近在学Python编程。", "我现在不学Python了，改学Java了。"]),
    (US, "我在公司是什么职位？", ["我在公司当部门经理。", "我已经升职了，现在是公司的副总。"]),
    (US, "我平时用什么拍照？", ["我平时都用手机拍照。", "我买了一台单反，现在拍照都用它了。"]),
    (US, "我在哪里玩滑板？", ["我每周六都去城东的滑板公园玩滑板。", "城东的滑板公园拆了，我现在改去体育中心那边玩滑板。"]),
    (US, "我现在在做什么工作？", ["最近我在找工作，但是都没有得到面试的机会。", "我已经找到工作了，现在在一家画廊上班。"]),
    (US, "我主要收藏什么茶？", ["我收藏的茶叶主要是普洱茶。", "我现在收藏的重点换成了武夷岩茶。"]),
    (US, "我怎么上班？", ["我每天坐地铁上班。", "我现在改骑电动车上班了。"]),
    (US, "我在学做什么菜？", ["我最近正在学做川湘菜。", "川湘菜太辣了，我现在改学粤菜了。"]),
    # 无变化词的更新
    (UN, "我的画展哪天开幕？", ["我的画展在五月十号开幕。", "我的画展在五月十七号开幕。"]),
    (UN, "我的摄影课在什么时候？", ["我的摄影课每周一节，在周三晚上。", "我的摄影课每周一节，在周四晚上。"]),
    (UN, "我家附近的游泳池几点开门？", ["我家附近的游泳池早上六点开门。", "我家附近的游泳池早上七点开门。"]),
    (UN, "我的瑜伽课几点？", ["我的瑜伽课在周二晚上七点。", "我的瑜伽课在周二晚上八点。"]),
    (UN, "我的英语口语老师是谁？", ["我的英语口语课老师是Tom。", "我的英语口语课老师是Lisa。"]),
    (UN, "我下一场去看的赛车比赛在哪里？", ["我下一场要去看的赛车比赛在上海。", "我下一场要去看的赛车比赛在珠海。"]),
    (UN, "我的小说写了多少字？", ["我的小说写了三万字。", "我的小说写了四万字。"]),
    (UN, "我的吉他课多少钱一节？", ["我的吉他课每节一百块钱。", "我的吉他课每节一百五十块钱。"]),
    (UN, "我的钢琴老师姓什么？", ["我的钢琴老师姓王。", "我的钢琴老师姓刘。"]),
    (UN, "我家到公司坐地铁要多久？", ["我家到公司坐地铁要四十分钟。", "我家到公司坐地铁要五十分钟。"]),
    # 反转 A→B→A
    (RV, "我周末在哪里学英语？", ["我周末一般去图书馆学英语。", "我现在周末改在家里学英语了。", "在家太容易分心，我又回图书馆学英语了。"]),
    (RV, "我什么时候去健身房？", ["我每天晚上去健身房。", "我改成早上去健身房了。", "早上实在起不来，我又改回晚上去健身房了。"]),
    (RV, "我在哪里跑步？", ["我每天早上在公园跑步。", "我现在改到河边跑步了。", "河边人太多，我又回公园跑步了。"]),
    (RV, "我最喜欢什么酒？", ["我最喜欢红葡萄酒。", "现在我改喜欢白葡萄酒了。", "兜兜转转，我还是最爱红葡萄酒。"]),
    (RV, "我早上喝什么茶？", ["我每天早上喝绿茶。", "我现在早上改喝红茶了。", "红茶喝不惯，我又换回绿茶了。"]),
    (RV, "我周末吃饭怎么解决？", ["我周末一般自己做饭。", "我现在周末都改成点外卖了。", "外卖吃腻了，周末我又开始自己做饭了。"]),
    # 临时状态
    (TP, "我每天去哪里散步？", ["我每天傍晚都去绿禾公园散步。", "这几天一直下雨，我暂时不去公园散步了。"]),
    (TP, "我平时跑步吗？", ["我每天早上都会慢跑一个小时。", "这周膝盖有点疼，我暂时不跑步了。"]),
    (TP, "我平时几点睡觉？", ["我每天晚上十一点睡觉。", "这周工作太多，我每天都要熬到一两点才睡。"]),
    (TP, "我平时在哪吃饭？", ["我平时自己做饭，很少在外面吃。", "这个星期家里厨房在装修，我只能天天在外面吃。"]),
    (TP, "我多久上一次瑜伽课？", ["我每周上三次瑜伽课。", "最近胃不舒服，这几天先停了瑜伽课。"]),
    (TP, "我周末一般去哪里买CD？", ["我周末一般去唱片店淘CD。", "这个周末唱片店装修，我只能暂时在网上买CD。"]),
    (TP, "我们羽毛球小组什么时候打球？", ["我们羽毛球小组每周末都去打球。", "这个周末场馆维修，我们的羽毛球暂停一次。"]),
    (TP, "我晚上怎么放松？", ["我平时每天晚上都听古典音乐放松。", "这几天实在太累了，晚上回家倒头就睡，音乐都没顾上听。"]),
    # 相似但不同的事实
    (LA, "我最喜欢邓紫棋的哪首歌？", ["我最喜欢的周杰伦的歌是《听妈妈的话》。", "我最喜欢的邓紫棋的歌是《光年之外》。"]),
    (LA, "我最喜欢的科幻片是哪部？", ["我最喜欢的文艺片是《出租车司机》。", "我最喜欢的科幻片是《流浪地球》。"]),
    (LA, "我什么时候去攀岩？", ["我每周二晚上打篮球。", "我每周四晚上去攀岩。"]),
    (LA, "我的摄影老师姓什么？", ["我的健身教练姓王。", "我的摄影老师也姓王。"]),
    (LA, "我弟弟最喜欢拍什么？", ["我最喜欢拍风景。", "我弟弟最喜欢拍人像。"]),
    (LA, "我去西班牙主要想看什么？", ["我去墨西哥主要想看玛雅文明的遗址。", "我去西班牙主要想看高迪设计的建筑。"]),
    (LA, "我女朋友最喜欢吃什么？", ["我最喜欢吃回锅肉。", "我女朋友最喜欢吃番茄炒蛋。"]),
    (LA, "我同事小李的生日是哪天？", ["我的生日是五月四号。", "我同事小李的生日是六月四号。"]),
    (LA, "我的羽毛球拍是什么牌子的？", ["我的吉他是雅马哈的。", "我的羽毛球拍是尤尼克斯的。"]),
    (LA, "我什么时候去参加桥牌比赛？", ["我下周六去看一场赛车比赛。", "我下周日去参加一场桥牌比赛。"]),
    (LA, "我最喜欢的文艺片是哪部？", ["我最喜欢的动作片是《警察故事》。", "我最喜欢的文艺片是《海边的曼彻斯特》。"]),
    (LA, "小凯要搬到哪里？", ["我朋友阿杰要搬到深圳去了。", "我朋友小凯要搬到成都去了。"]),
    (LA, "我哪件作品被选入了学校的影展？", ["我的一幅画被选入了市美术馆的展览。", "我的一张摄影作品被选入了学校的影展。"]),
    (LA, "我的写作课在什么时候？", ["我的钢琴课在周六上午。", "我的写作课在周日上午。"]),
    (LA, "我们部门经理姓什么？", ["我们公司的总经理姓陈。", "我们部门经理姓吴。"]),
    # 对话中的不同事件
    (EV, "我今天学会了什么菜？", ["今天我学了一道新的菜，叫做清蒸鲈鱼，非常好吃！", "今天我又学会了一道新菜，叫蒜蓉粉丝蒸扇贝。"]),
    (EV, "我在书店买了什么书？", ["今天我在图书馆学习的时候发现了一本非常好看的小说，叫《百年孤独》。", "今天我在书店买了一本《追忆似水年华》。"]),
    (EV, "我今天中午做了什么菜？", ["昨天晚上我做了一道宫保鸡丁，味道还不错。", "今天中午我试着做了一道鱼香肉丝。"]),
    (EV, "上周末我在哪里吃的饭？", ["今天我到了一家新开的餐厅，尤其是他们家的自制冰淇淋，味道超级好吃。", "上周末我在家附近的一家老面馆吃了碗牛肉面。"]),
    (EV, "上个月我去看了谁的演唱会？", ["我去看了周杰伦的演唱会，非常震撼。", "上个月我还去看了五月天的演唱会。"]),
    (EV, "去年国庆我去了哪里？", ["我最近去了厦门，鼓浪屿特别美。", "去年国庆我去了西安，看了兵马俑。"]),
    (EV, "今天我去哪里拍照了？", ["上周末我去了一次云台山，风景真的非常美，还拍了许多照片呢。", "今天我去了海边，拍了一组日落的照片。"]),
    (EV, "我今天学做了什么？", ["昨天我跟着视频学做了手擀面。", "今天我学着包了一次饺子。"]),
    (EV, "我今天早上做了什么？", ["昨天我去了游泳池游泳，感觉非常放松。", "今天早上我去公园跑步了。"]),
    (EV, "我给朋友们做了什么？", ["今天我去了一家咖啡店，品尝了他们的特色咖啡。", "周六晚上我给朋友们做了一顿寿司晚餐。"]),
    (EV, "我在博物馆看了什么展览？", ["今天我去爬山了，还能看到雪山和河流。", "今天我去了一家博物馆，看了古代绘画和雕塑的展览。"]),
    (EV, "上个月我追完了哪部剧？", ["我最近开始追一部电视剧《觉醒年代》。", "上个月我一口气追完了《山海情》。"]),
    (EV, "我今天买了什么鞋？", ["我买了一件新的白色连衣裙，很漂亮。", "今天我又买了一双米色的平底鞋。"]),
    (EV, "我在电影院看了什么？", ["今天我和朋友一起去了射击场，射了一些靶，感觉很刺激呢！", "今天我去了电影院，看了一部爱情电影《泰坦尼克号》。"]),
    (EV, "上周末我看了哪部电影？", ["昨天晚上我看了一部很棒的电影，《银河补习班》。", "上周末我看了一部很棒的电影，叫做《肖申克的救赎》。"]),
    (EV, "我今天做了什么菜？", ["昨天我学会了做一道新菜，叫做回锅肉，味道很好哦。", "今天我做了一道番茄炒蛋，味道还不错哦！"]),
    (EV, "我昨天给同事们做了什么？", ["我最近学会了做一道糖醋鱼，味道相当棒！", "昨天我给同事们做了一锅红烧排骨。"]),
    (EV, "我今天买了什么？", ["今天我参加了一个社群组织的聚会，认识了一些新朋友，很开心。", "今天我还买了一套新的厨具，想尝试做一些新的菜肴。"]),
    (EV, "我今天去哪里降温了？", ["昨天我去了一趟公园散步，看到了很多人在放风筝。", "今天天气很炎热，我去了游泳池降温，很爽啊。"]),
    (EV, "我今天去郊外做了什么？", ["昨天我去赛车场跑了几圈。", "今天我去郊外画了一幅风景画。"]),
    (EV, "我今天晚上做了什么菜？", ["昨天我学了一道新的菜，毛血旺，味道还不错。", "今天晚上我做了一道水煮鱼，结果烧焦了。"]),
    (EV, "我生日那天去哪里吃的晚饭？", ["昨天我在家做了一个宫保鸡丁，家人都说很好吃。", "今天是我的生日，我去了一家很棒的餐厅，吃了一顿丰盛的晚餐。"]),
    # 无关
    (UR, "我最近在准备什么？", ["我很喜欢品茶。", "我最近在准备一场很重要的演讲。"]),
    (UR, "我最近工作怎么样？", ["我最近在学习世界历史。", "最近工作压力有些大，有时候会感到焦虑。"]),
    (UR, "我最近在学什么？", ["我喜欢喜剧和爱情片。", "最近我在学习英语，想提升听力和口语。"]),
    (UR, "我最近在学做什么？", ["我想塑造更好的身材，增强肌肉力量。", "最近我在学习如何做面食。"]),
    (UR, "我在现在的公司工作多久了？", ["我朋友喜欢旅游，喜欢尝试新的美食。", "我已经在当前公司工作了好几年。"]),
    (UR, "我最近读了什么书？", ["我的上司非常苛刻，对我的工作表现非常挑剔。", "最近我读了《局外人》这本书。"]),
    (UR, "我最近在看什么书？", ["最近我的睡眠不太好。", "我最近在看一本有关商业的书。"]),
    (UR, "老板给了我什么任务？", ["我喜欢滑板、攀岩和街舞。", "我的老板给了我一项重要的任务。"]),
    (UR, "我的朋友最近怎么了？", ["我喜欢做手工活。", "我的朋友最近经常对我发脾气。"]),
]


def rows() -> list[dict]:
    out = []
    for lang, cases in (("en", EN), ("zh", ZH)):
        for n, (cls, question, seq) in enumerate(cases):
            out.append({"lang": lang, "group": f"blind6-{lang}-{n}", "question": question, "cls": cls,
                        "seq": seq, "id": FIRST_ID + len(out), "split": "check"})
    check = check_groups([c["group"] for c in out], seed=SPLIT_SEED)
    for c in out:
        c["split"] = "check" if c["group"] in check else "tuning"
    return out


def main() -> None:
    cases = rows()
    header = {"about": "issue #12 blind probe set 6, written from MemoryBank user turns (MIT) by an engineer who did "
                       "not tune, split once by group before anyone tuned on it: the tuning half is given to the "
                       "engineers who tune, the check half is not opened by them",
              "split_seed": SPLIT_SEED, "split_unit": "group", "cases": len(cases)}
    write_jsonl(OUT, header, cases)
    print("wrote", OUT, len(cases), "cases")
    for half in ("tuning", "check"):
        part = [c for c in cases if c["split"] == half]
        print(f"{half}: {len(part)} cases, {len({c['group'] for c in part})} groups")
        for (cls, lang), k in sorted(Counter((c["cls"], c["lang"]) for c in part).items()):
            print(f"  {cls:20s} {lang}  {k}")


if __name__ == "__main__":
    main()
