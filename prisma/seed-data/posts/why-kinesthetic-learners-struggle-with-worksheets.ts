import type { SeedBlogPost } from "../types";

export const whyKinestheticLearnersStruggleWithWorksheets: SeedBlogPost = {
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
};
