import type { SeedBlogPost } from "./types";

/**
 * Seeded blog articles for parents and teachers. Content is trusted HTML restricted to
 * p, h2, h3, ul, ol, li, strong, em, a and blockquote, with links only to the store's own paths.
 */
export const blogPosts: SeedBlogPost[] = [
  {
    slug: "teaching-trigonometric-ratios-through-play",
    title: "Teaching Trigonometric Ratios Through Play",
    description:
      "Sine, cosine and tangent do not have to be a table learnt by rote. A step-by-step way to let Class 10 and 11 students discover the ratios, then fix them in memory with games.",
    author: "Sunita Choudhary",
    image: "/images/blog/teaching-trigonometric-ratios-through-play.svg",
    publishedOn: "2025-03-18",
    readMinute: 4,
    likes: 186,
    tags: ["trigonometry", "classroom", "games"],
    category: "Teaching",
    content: `
<p>Ask a Class 10 student what sin 30° is and most will answer "half" in a heartbeat. Ask them <em>why</em>, and the room goes quiet. Trigonometry is often the first topic where students feel maths has turned into pure memorisation: a table of values, three reciprocal ratios and a handful of identities, all learnt the week before the exam. It does not have to be that way. Trigonometric ratios describe something very physical, namely how the sides of a triangle change as you tilt one of its angles, and that makes them unusually well suited to learning through play.</p>

<h2>Start with a triangle you can hold</h2>
<p>Before any formula, give students a right-angled triangle they can hold: cut from cardboard, chalked on the floor, or made with three rulers. Ask them to name the sides from the point of view of one acute angle: the side opposite it, the side next to it (adjacent), and the hypotenuse, which never changes. Then have them switch to the other acute angle and notice that "opposite" and "adjacent" swap places. This small act of physically turning the triangle clears up a confusion that costs a surprising number of marks.</p>

<h2>Make the ratios something you measure</h2>
<p>Draw three right-angled triangles of different sizes, each with a 30° angle. Students measure the opposite side and the hypotenuse in each and divide. The answers cluster around 0.5 every time. That is the big idea of trigonometry, discovered rather than told: <strong>the ratio depends only on the angle, not on the size of the triangle</strong>. Repeat for 45° and 60°, and the standard table stops being a list of magic numbers and becomes a record of what the class measured.</p>

<h3>A quick classroom routine</h3>
<ol>
<li>Groups of four each get a protractor, a ruler and one angle to investigate.</li>
<li>Each group draws two triangles of different sizes and calculates sin, cos and tan.</li>
<li>Groups write their results on the board, and the class compares and rounds them.</li>
<li>Only then does the teacher reveal the exact values, such as √3/2 for cos 30°.</li>
</ol>

<h2>Turn recall into a game</h2>
<p>Once the meaning is in place, students still need fast, confident recall, and this is where games beat worksheets. Matching games work especially well: one card shows a ratio such as tan 45°, another shows a value such as 1, and players race to pair them. Variations add the reciprocal ratios (cosec, sec and cot) or ask players to match both sides of an identity such as sin²θ + cos²θ = 1. Because every turn involves a small decision, students rehearse the same facts dozens of times without the boredom of copying a table.</p>
<p>Our own <strong>Trigno Card</strong> game grew out of exactly this kind of classroom matching activity; it packs ratios and identities into a card game that a group can finish in a free period. A home-made deck of index cards works too. What matters is repetition with a purpose.</p>

<h2>Move to the unit circle when students are ready</h2>
<p>In Class 11, trigonometry widens from triangles to angles of any size, and the unit circle becomes the central picture. Many students find this jump hard because they have never seen why a point on the circle has coordinates (cos θ, sin θ). A physical model helps enormously: a circle of radius one with a rotating arm, where students read off the horizontal and vertical distances as the arm turns. Watching sine climb from 0 to 1 and fall back again makes the shape of the sine graph obvious. A hands-on kit such as <strong>Trigonik</strong> is designed for this stage, though a paper plate, a split pin and a strip of card make a serviceable version.</p>

<h2>Tips for teachers and parents</h2>
<ul>
<li><strong>Keep sessions short.</strong> Ten minutes of play at the start of a lesson often does more than a full period.</li>
<li><strong>Ask "why" after every answer.</strong> A correct match is good; a student who can explain it is better.</li>
<li><strong>Let mistakes be visible.</strong> A wrong pair in a game is cheap and quickly corrected, which lowers anxiety.</li>
<li><strong>Link back to the textbook.</strong> After playing, solve two or three board-style questions so students see the connection.</li>
</ul>

<blockquote>Trigonometry becomes friendly the moment students realise they could have discovered the table themselves.</blockquote>

<p>If you are building a classroom shelf of trigonometry resources, you can browse our <a href="/shop?category=Trigonometry">trigonometry games and kits</a>. Whatever materials you use, the principle is the same: let students touch, measure and play first, and memorise second.</p>
`,
  },
  {
    slug: "why-kinesthetic-learners-struggle-with-worksheets",
    title: "Why Hands-On Learners Struggle with Worksheets, and What Helps",
    description:
      "Some children understand best when they can touch, move and do. Here is why a page of thirty sums can defeat them, and practical changes parents and teachers can make.",
    author: "Meera Bhandari",
    image: "/images/blog/why-kinesthetic-learners-struggle-with-worksheets.svg",
    publishedOn: "2025-05-06",
    readMinute: 3,
    likes: 231,
    tags: ["parenting", "classroom", "kinesthetic learning"],
    category: "Parenting",
    content: `
<p>Every teacher knows a child like Aarav. In class discussions he is quick and curious. Give him a building activity and he is the first to finish. But put a worksheet of thirty long-division problems in front of him and, within five minutes, he is tapping his pencil, staring out of the window, or folding the corner of the page into a fan. His parents hear "capable but careless" at every parent-teacher meeting.</p>
<p>Children like Aarav are often called kinesthetic learners: they seem to understand best when they can touch, move and do. It is worth being precise here. Research does not support the idea that each child has one fixed "learning style" that teaching must match. What it does support is that almost all children learn better when abstract ideas are connected to concrete experience, and that some children find long stretches of silent, seated paperwork especially hard. For those children, the worksheet is not neutral. It is an obstacle.</p>

<h2>Why worksheets are hard for hands-on learners</h2>
<ul>
<li><strong>They demand stillness.</strong> Many active children think better while moving. Forcing stillness uses up attention that should go to the maths.</li>
<li><strong>They skip the concrete step.</strong> A worksheet starts with symbols. If a child has never handled fractions as physical pieces, ¾ is just two numbers and a line.</li>
<li><strong>Feedback arrives late.</strong> A child may repeat the same mistake twenty times before anyone checks the page. By then the error has been practised, not the skill.</li>
<li><strong>They feel endless.</strong> A page of identical problems offers no choice and no sense of progress, which drains motivation quickly.</li>
</ul>

<h2>What helps</h2>
<h3>1. Concrete, then pictorial, then abstract</h3>
<p>Often called the CPA approach, this sequence begins with objects such as counters, blocks or cards, moves to drawings, and only then to symbols. It is central to the way maths is taught in Singapore and is increasingly common in Indian classrooms. For a hands-on child, the concrete stage is not a babyish extra; it is the foundation that makes the symbols mean something.</p>

<h3>2. Build movement into practice</h3>
<p>Let children work standing at a whiteboard, walk along a number line chalked on the floor, or sort answer cards into piles. Small changes, like a clipboard instead of a desk or a short break every ten minutes, can make a big difference.</p>

<h3>3. Use games for repetition</h3>
<p>Practice still matters: fluency with tables and operations does not appear by magic. Games provide the same repetition as a worksheet but add choice, turn-taking and immediate feedback from other players. A child who would never finish forty sums will happily play ten rounds of a card game that needs the same forty calculations. Strategy games such as <strong>Operator</strong>, where players combine numbers and operations to reach a target, are one example; an ordinary deck of playing cards supports many arithmetic games too.</p>

<h3>4. Keep written work short and purposeful</h3>
<p>Worksheets are not the enemy. Board exams are written, and children must learn to record their thinking clearly. The goal is balance: after a hands-on activity, five well-chosen written questions often achieve more than thirty repetitive ones.</p>

<h2>What parents can do at home</h2>
<ol>
<li>Ask the teacher which topic is coming next, and find a physical way into it: measuring, cooking, building or a game.</li>
<li>Split homework into short bursts with movement breaks in between.</li>
<li>Ask your child to explain a problem to you using objects on the table. Explaining is a powerful form of learning.</li>
<li>Praise effort and strategy, not only correct answers.</li>
</ol>

<blockquote>The better question is not "Why can't my child sit still?" but "How can my child's energy become part of the learning?"</blockquote>

<p>We started GanitPlay in Jodhpur because we kept meeting children like Aarav, and we believe they deserve maths built for the way they engage with the world. If you would like to explore hands-on materials by age, our <a href="/shop?filter=age&value=10%2B">collection for ages 10 and up</a> is a good place to begin.</p>
`,
  },
  {
    slug: "maths-games-for-family-game-night",
    title: "Seven Maths Games for a Family Game Night",
    description:
      "Cards, dice, a shopping list and a couple of board games: easy ideas that let children, parents and grandparents practise maths together without it feeling like homework.",
    author: "Arjun Rathore",
    image: "/images/blog/maths-games-for-family-game-night.svg",
    publishedOn: "2025-10-14",
    readMinute: 3,
    likes: 142,
    tags: ["games", "parenting", "arithmetic"],
    category: "Parenting",
    content: `
<p>Family game night is one of the simplest and cheapest ways to build a child's confidence with numbers. When maths happens around the dining table, with parents and grandparents playing too, children see adults calculating, guessing, making mistakes and laughing about them. That is a powerful message for a child who has decided they are "not a maths person". Here are seven games we love, most of which need nothing more than what is already in your home.</p>

<h2>1. Make 24 (ages 9 and up)</h2>
<p>Remove the picture cards from a pack of playing cards and deal four cards face up. Everyone races to combine all four numbers using addition, subtraction, multiplication and division to make exactly 24. With 5, 5, 4 and 1, for example, one answer is (5 − 1) × 5 + 4. Each card must be used exactly once, and if nobody finds a way within a minute, deal again. Arguing about solutions is half the fun, and the game quietly builds flexible thinking about operations.</p>

<h2>2. Fizz-Clap around the table (ages 7 and up)</h2>
<p>Players count aloud in turn, but say "fizz" instead of any multiple of 3 and clap instead of any multiple of 7. Anyone who slips up is out for the round. Change the rules each time: multiples of 4 and 6, or numbers containing the digit 5. Younger children practise times tables; older ones notice that 21 needs both a fizz and a clap.</p>

<h2>3. Pig (ages 8 and up)</h2>
<p>On your turn, roll a single die as many times as you like, adding up the numbers. Stop whenever you choose and bank the total, but if you roll a 1 you lose everything from that turn. First to 100 wins. Pig is mental addition wrapped in a real decision about risk, and it leads naturally to conversations about probability.</p>

<h2>4. Snakes and Ladders with a choice</h2>
<p>Play the board everyone already knows with two dice. On each turn, a player may move by the sum <em>or</em> the difference of the two numbers. Suddenly a familiar game of luck has strategy: do you take the bigger move, or the smaller one that lands you on a ladder?</p>

<h2>5. The kirana estimate</h2>
<p>Take last week's grocery bill or a supermarket flyer. Read out five items and their prices, and everyone writes down an estimate of the total without calculating exactly. Closest guess wins. Estimation is an underrated skill, and it is the one children will use most as adults.</p>

<h2>6. Coordinate battles</h2>
<p>Board games built on a grid teach children to read positions precisely. Our <strong>Coordinate</strong> board game uses a Cartesian plane, with negative numbers included, so players practise plotting points such as (−3, 2) while racing to claim territory. For younger children, a hand-drawn grid and a game of "find my hidden treasure" does a similar job.</p>

<h2>7. Operator showdowns</h2>
<p>Strategy card games that ask players to combine numbers with operations are ideal for mixed ages, because a quick-thinking ten-year-old can genuinely beat a parent. <strong>Operator</strong> was designed with this in mind: the rules are simple enough to learn in minutes, but the best move often takes real thought.</p>

<h2>Making game night work</h2>
<ul>
<li><strong>Keep it short.</strong> Forty-five minutes is plenty. Stop while everyone still wants one more round.</li>
<li><strong>Let the child keep score.</strong> Adding up scores is stealth practice, and children love the responsibility.</li>
<li><strong>Mix the teams.</strong> Pair a strong player with a younger one so nobody is left behind.</li>
<li><strong>Do not correct like a teacher.</strong> If a child makes an error, ask "How did you get that?" and let the table check together.</li>
<li><strong>Rotate who chooses the game.</strong> Ownership keeps everyone coming back.</li>
</ul>

<blockquote>Children who play maths games with their families learn that numbers are something you can enjoy, not only something you are tested on.</blockquote>

<p>Looking for a gift for the festive season or a birthday? Browse our <a href="/shop">full range of games</a>, or start with the <a href="/shop?category=Arithmetic">arithmetic games</a> that work well for the whole family.</p>
`,
  },
  {
    slug: "coordinate-plane-class-6-to-9-board-game",
    title: "The Coordinate Plane from Class 6 to 9: A Board-Game Way In",
    description:
      "Negative numbers, ordered pairs and four quadrants trip up many students. How the ideas build from Class 6 to Class 9, and how grid games make them stick.",
    author: "Kavita Iyer",
    image: "/images/blog/coordinate-plane-class-6-to-9-board-game.svg",
    publishedOn: "2025-07-22",
    readMinute: 3,
    likes: 97,
    tags: ["geometry", "algebra", "classroom", "games"],
    category: "Learning",
    content: `
<p>Coordinate geometry is usually introduced formally around Class 9, but the ideas it rests on are planted years earlier. Students meet negative integers on a number line in Class 6 and 7, read simple graphs in the middle years, and then, quite suddenly, are asked to plot (−4, 3) and find its quadrant. Students who struggle with the Cartesian plane are often missing one of those earlier pieces rather than the new idea itself.</p>

<h2>The building blocks</h2>
<ol>
<li><strong>The number line with negatives.</strong> A student must be comfortable that −5 is to the left of −2, and that moving right means "increasing" even below zero.</li>
<li><strong>Two number lines at right angles.</strong> The plane is simply a horizontal and a vertical number line crossing at zero. Students who see it this way rarely confuse the axes.</li>
<li><strong>Order matters.</strong> In (3, 5) the first number is always the horizontal move. The classic mistake is plotting (5, 3) instead.</li>
<li><strong>Four quadrants.</strong> The signs of x and y tell you where a point lives before you even plot it.</li>
</ol>

<h2>Common mistakes, and why they happen</h2>
<ul>
<li><strong>Swapping x and y.</strong> Children read maps and tables in many different orders. Memory aids help: "walk along the corridor, then up the stairs".</li>
<li><strong>Counting lines versus spaces.</strong> Some students count the grid squares rather than the lines, ending up one unit away.</li>
<li><strong>Ignoring the sign.</strong> Under time pressure, −3 becomes 3. This is a sign that negatives are not yet secure.</li>
<li><strong>Points on an axis.</strong> Students often think (0, 4) lies in a quadrant. It lies on the y-axis, in none of them.</li>
</ul>

<h2>Why a board game helps</h2>
<p>When plotting points is a worksheet task, a wrong point costs nothing but a red mark. On a game board, a wrong point means your piece lands in the wrong place, and an opponent will tell you so immediately. That quick, social feedback is exactly what makes the ordered-pair rule stick.</p>
<p>Grid games also make students say coordinates aloud, hundreds of times, in a context that matters to them. Our <strong>Coordinate</strong> board game was built around this idea: players move across a four-quadrant plane using ordered pairs, so negative numbers and axis points come up naturally rather than as special cases.</p>

<h3>Classroom activities that need no equipment</h3>
<ul>
<li><strong>Human plane.</strong> Mark axes on the playground with chalk. Call out a coordinate and a student walks to it. The rest of the class judges.</li>
<li><strong>Hidden treasure.</strong> Pairs draw a small grid and hide three "treasures". Each guess is a coordinate, answered with "hot" or "cold".</li>
<li><strong>Draw by numbers.</strong> Give a list of points to plot and join in order. The picture only appears if every point is right.</li>
<li><strong>Reflection race.</strong> Plot a point, then reflect it in the x-axis, the y-axis and the origin. Discuss what happens to the signs.</li>
</ul>

<h2>Connecting to Class 9 and beyond</h2>
<p>Once the plane feels familiar, later topics fall into place: plotting linear equations in two variables, and in Class 10 the distance and section formulae. Each one is easier for a student who can picture the grid without effort. Time spent playing in the middle years pays off in the board-exam years.</p>

<blockquote>A student who has walked across a coordinate plane rarely forgets which number comes first.</blockquote>

<p>If you teach Classes 6 to 9, our <a href="/shop?category=Geometry">geometry games</a> and the <a href="/shop?filter=age&value=12%2B">range for ages 12 and up</a> include several grid-based resources that work well in small groups.</p>
`,
  },
  {
    slug: "building-number-sense-with-operation-games",
    title: "Building Number Sense with Operation Games",
    description:
      "Number sense is the flexible feel for numbers that separates confident calculators from anxious ones. What it is, why it matters, and how strategy games build it.",
    author: "Rahul Deshmukh",
    image: "/images/blog/building-number-sense-with-operation-games.svg",
    publishedOn: "2025-12-09",
    readMinute: 3,
    likes: 64,
    tags: ["arithmetic", "games", "parenting"],
    category: "Learning",
    content: `
<p>Watch two children solve 49 + 36. The first lines up the digits, carries the one, and gets 85 after some careful work. The second thinks, "49 is nearly 50, so 50 + 36 is 86, minus one is 85", and is done in three seconds. Both are correct. But the second child has something extra, and that something is called <strong>number sense</strong>.</p>

<h2>What number sense actually is</h2>
<p>Number sense is a flexible, intuitive understanding of numbers and how they relate to each other. A child with good number sense knows that 0.5 and ½ are the same, that 98 × 4 is a little under 400, and that dividing by a number less than 1 makes the answer bigger. It is not the same as speed in tables, although fluency helps. Researchers have repeatedly found that early number sense is a strong predictor of later achievement in maths, which is one reason India's NIPUN Bharat mission puts so much weight on foundational numeracy in the early years.</p>

<h2>Signs a child needs more number sense</h2>
<ul>
<li>They use the written method for every problem, even 100 − 99.</li>
<li>They cannot tell whether an answer is reasonable, so 48 × 5 = 2,400 goes unnoticed.</li>
<li>They rely on counting on fingers long after their classmates have moved on.</li>
<li>They see each operation as a separate rule rather than as related ideas.</li>
</ul>

<h2>Strategies worth teaching</h2>
<ol>
<li><strong>Making tens and hundreds.</strong> 7 + 8 becomes 7 + 3 + 5. The same idea scales up to 270 + 45.</li>
<li><strong>Compensation.</strong> Round to an easy number, then adjust, as in 49 + 36 above.</li>
<li><strong>Doubling and halving.</strong> 25 × 16 is the same as 50 × 8, which is the same as 100 × 4.</li>
<li><strong>Inverse thinking.</strong> 63 ÷ 7 is simply "what times 7 makes 63?"</li>
<li><strong>Estimation first.</strong> Before calculating, say roughly what the answer should be.</li>
</ol>

<h2>Why operation games work</h2>
<p>The strategies above are only useful if a child chooses to use them. Worksheets rarely encourage that: the quickest path through a page is usually the method the teacher just demonstrated. Games are different. When a player must reach a target number from a handful of cards, there is no single method. They try combinations, compare options and discover that some routes are faster. That exploration is number sense in action.</p>
<p>Good operation games share a few features:</p>
<ul>
<li><strong>Many possible answers.</strong> Open targets reward creative thinking, not one memorised procedure.</li>
<li><strong>A reason to be quick.</strong> A little time pressure nudges players towards efficient strategies.</li>
<li><strong>Meaningful choices.</strong> Choosing between multiplying and adding should change the outcome of the game.</li>
<li><strong>Talking about moves.</strong> When players explain how they reached a number, others pick up new strategies.</li>
</ul>
<p><strong>Operator</strong>, our arithmetic strategy card game, is built on these principles: players combine number and operation cards to hit targets while blocking opponents. Two classic games need only paper: <em>Closest to 100</em>, where players roll dice and choose where to place each digit, and <em>Target</em>, where a random three-digit number must be made from six smaller ones.</p>

<h2>A ten-minute daily habit</h2>
<p>You do not need long sessions. A quick round of a number game before school or dinner, five days a week, will do more for number sense than an hour of extra sums on Sunday. Ask "How did you work it out?" as often as "What is the answer?", and celebrate clever methods as much as correct ones.</p>

<blockquote>Number sense is not a gift some children are born with. It grows every time a child is invited to think about numbers in more than one way.</blockquote>

<p>Explore our <a href="/shop?category=Arithmetic">arithmetic games</a> for more ways to make daily number practice something your child looks forward to.</p>
`,
  },
  {
    slug: "screen-free-logic-and-coding-for-10-to-14-year-olds",
    title: "Screen-Free Logic and Coding for 10 to 14 Year Olds",
    description:
      "Computational thinking does not start at a keyboard. Unplugged activities that teach sequencing, loops, conditions, binary and debugging with paper, cards and a willing parent.",
    author: "Arjun Rathore",
    image: "/images/blog/screen-free-logic-and-coding-for-10-to-14-year-olds.svg",
    publishedOn: "2026-04-15",
    readMinute: 3,
    likes: 38,
    tags: ["coding", "parenting", "classroom"],
    category: "Learning",
    content: `
<p>The National Education Policy 2020 recommends introducing coding in the middle stage of school, and many parents now feel pressure to hand their ten-year-old a laptop and a programming course. But the heart of coding is not typing. It is <strong>computational thinking</strong>: breaking a problem into steps, spotting patterns, handling different cases and fixing mistakes. All of these can be learnt away from a screen, and for many children they are learnt better that way.</p>

<h2>Why start unplugged?</h2>
<ul>
<li><strong>Less distraction.</strong> A screen offers a thousand other things to click. A pencil offers one.</li>
<li><strong>Focus on ideas, not syntax.</strong> A missing bracket should not be the reason a child decides coding is "too hard".</li>
<li><strong>Social learning.</strong> Unplugged activities are usually done in pairs or groups, so children explain their thinking out loud.</li>
<li><strong>Hands-on.</strong> Children who learn by doing get to move, sort and build while they think.</li>
</ul>
<p>This approach is well established: the CS Unplugged project from New Zealand has shown for years that core computing concepts can be taught with cards, string and chalk.</p>

<h2>Five activities to try this week</h2>
<h3>1. The robot parent (sequencing)</h3>
<p>Your child writes instructions for a simple task such as making a sandwich or a cup of chai, and you follow them <em>exactly</em>, like a robot. "Put the bread on the plate" fails if the bread is still in its packet. Children quickly learn that computers need precise, ordered steps.</p>

<h3>2. Dance loops (repetition)</h3>
<p>Ask your child to write out a short dance routine, then shorten it using "repeat 4 times". Then add a nested loop: "repeat 2 times: clap, repeat 3 times: jump". This is exactly how loops work in Scratch or Python.</p>

<h3>3. Card sorting (algorithms)</h3>
<p>Shuffle ten numbered cards face down. The only allowed move is to compare two cards and swap them. How few comparisons can your child use to sort the row? Different strategies lead naturally to real sorting algorithms.</p>

<h3>4. Binary with five cards (number systems)</h3>
<p>Make five cards showing 1, 2, 4, 8 and 16 dots. By turning cards face up or face down, any number from 0 to 31 can be shown. Face up is 1, face down is 0, and your child has just invented binary.</p>

<h3>5. Bug hunts (debugging)</h3>
<p>Write a set of instructions for drawing a shape on grid paper with one deliberate mistake. Your child must follow them, find the bug and fix it. Debugging is the most important real-world coding skill, and it is also excellent training in patience.</p>

<h2>Logic puzzles build the same muscles</h2>
<p>Puzzles such as Sudoku, KenKen, nonograms and river-crossing problems train children to reason about conditions ("if this square is 4, then that one cannot be"). Strategy board games do the same, because every move is a small plan that must respond to an opponent. Rotate through different kinds of puzzle so children practise different types of reasoning.</p>

<h2>When to add a screen</h2>
<p>Once a child can plan a sequence, use a loop and find a bug on paper, moving to a block-based language like Scratch is quick and satisfying. The screen becomes a tool for ideas they already own. Many children aged 12 to 14 then move happily into Python.</p>

<blockquote>Coding is thinking first and typing second. Teach the thinking with your hands, and the typing will follow.</blockquote>

<p>Our <a href="/shop?category=Logic%20%26%20Coding">logic and coding collection</a> has screen-free puzzles and games for exactly this age group.</p>
`,
  },
  {
    slug: "preparing-for-board-exams-and-olympiads-through-games",
    title: "Preparing for Board Exams and Olympiads Through Games",
    description:
      "Games are not a break from revision; used well, they are some of the best revision there is. How retrieval practice, spacing and mixed practice fit into a game-based plan.",
    author: "Sunita Choudhary",
    image: "/images/blog/preparing-for-board-exams-and-olympiads-through-games.svg",
    publishedOn: "2026-01-20",
    readMinute: 3,
    likes: 119,
    tags: ["exam prep", "trigonometry", "games", "classroom"],
    category: "Teaching",
    content: `
<p>In the months before the Class 10 board exams, many homes in India fall into the same routine: long evenings of sample papers, guides and tuition notes. Games are put away as distractions. Yet some of the most reliable findings in learning science suggest that well-chosen games, used in short bursts, can be among the most efficient forms of revision. The trick is knowing which ideas from the research matter and how to apply them.</p>

<h2>Three ideas from learning science</h2>
<h3>Retrieval practice</h3>
<p>Re-reading notes feels productive but does little for memory. Pulling information <em>out</em> of memory, by answering a question or recalling a formula, strengthens it far more. Every turn of a good maths game is a small act of retrieval: what is cos 60°? Which identity links tan and sec? Where does (−2, 5) lie?</p>

<h3>Spacing</h3>
<p>Ten minutes a day for six days beats an hour on one day. Games fit naturally into short, regular slots, such as a quick round after dinner, in a way that long revision sessions do not.</p>

<h3>Interleaving</h3>
<p>Board papers mix topics, but most practice is done topic by topic. Mixing question types forces students to decide <em>which</em> method to use, which is exactly the skill exams test. Games that shuffle different kinds of cards or challenges build this naturally.</p>

<h2>Board exams: where games help most</h2>
<ul>
<li><strong>Trigonometry.</strong> Values of ratios for standard angles and the three Pythagorean identities are heavily tested and easily forgotten. Card games such as <strong>Trigno Card</strong> turn them into quick-fire matching, so recall becomes automatic.</li>
<li><strong>Coordinate geometry.</strong> Distance and section formula questions are easy marks if students picture the plane confidently. A grid game such as <strong>Coordinate</strong> keeps that picture sharp.</li>
<li><strong>Arithmetic accuracy.</strong> Many marks are lost to careless calculation, not misunderstanding. Operation games like <strong>Operator</strong> build speed and, just as importantly, the habit of checking.</li>
</ul>

<h2>Olympiads: thinking, not just knowing</h2>
<p>Mathematics olympiads, starting in India with the IOQM, test a different skill from board exams. Problems are unfamiliar by design; knowing formulas is necessary but nowhere near enough. What matters is persistence, trying small cases, spotting patterns and reasoning carefully.</p>
<p>Strategy games and logic puzzles build these habits directly. A student who enjoys working out why a move wins, or who insists on finding every solution to a puzzle, is practising the mindset olympiads reward. For older students, physical models such as the unit circle in <strong>Trigonik</strong> help when olympiad problems demand a flexible, visual understanding of trigonometry rather than memorised values.</p>

<h2>A sample weekly plan for Class 10</h2>
<ol>
<li><strong>Monday to Friday:</strong> 10 minutes of a maths game before the main study session, rotating topics.</li>
<li><strong>Saturday:</strong> one timed sample paper in exam conditions.</li>
<li><strong>Sunday:</strong> review mistakes from Saturday and choose next week's game topics to target those weaknesses.</li>
</ol>
<p>The game is the warm-up and the memory booster; the sample paper is the rehearsal. Both matter.</p>

<h2>Keeping games useful, not distracting</h2>
<ul>
<li>Set a timer and stop when it rings.</li>
<li>Choose games tied to the syllabus rather than general entertainment.</li>
<li>After each game, write down one fact or method that came up.</li>
<li>Play with a parent or sibling when possible, because explaining moves deepens understanding.</li>
</ul>

<blockquote>Revision works best when the brain has to work. A good game makes it work, and makes it want to come back tomorrow.</blockquote>

<p>For exam-year students, browse our <a href="/shop?filter=age&value=14%2B">games for ages 14 and up</a> or the <a href="/shop?category=Trigonometry">trigonometry collection</a>.</p>
`,
  },
];
