import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { className, classesName, type ClassLevel } from "@/lib/learning/learning-map";
import type { TopicChoice } from "@/lib/learning/topics";

/** The topics under one heading: those spanning the same classes, in the map's order. */
function byClasses(topics: TopicChoice[], locale: Locale): { label: string; topics: TopicChoice[] }[] {
  const groups: { label: string; topics: TopicChoice[] }[] = [];
  for (const topic of topics) {
    const label = classesName(topic.classes, locale);
    if (groups.at(-1)?.label === label) groups.at(-1)!.topics.push(topic);
    else groups.push({ label, topics: [topic] });
  }
  return groups;
}

/** The shop by what a child is learning (#37): a class, and a chapter or skill grouped by its classes. */
export function LearningFilters({
  selectedClass,
  selectedTopic,
  classes,
  topics,
  fieldClassName,
}: {
  selectedClass: ClassLevel | undefined;
  selectedTopic: string | undefined;
  classes: ClassLevel[];
  topics: TopicChoice[];
  fieldClassName: string;
}) {
  const t = useTranslations("shop.filters");
  const locale = useLocale();
  if (classes.length === 0) return null;
  return (
    <>
      <div>
        <label htmlFor="filter-class" className="mb-1 block text-sm font-semibold">
          {t("class")}
        </label>
        <select id="filter-class" name="class" defaultValue={selectedClass ?? ""} className={fieldClassName}>
          <option value="">{t("allClasses")}</option>
          {classes.map((level) => (
            <option key={level} value={level}>
              {className(level, locale)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-topic" className="mb-1 block text-sm font-semibold">
          {t("topic")}
        </label>
        <select id="filter-topic" name="topic" defaultValue={selectedTopic ?? ""} className={fieldClassName}>
          <option value="">{t("allTopics")}</option>
          {byClasses(topics, locale).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.topics.map((topic) => (
                <option key={topic.slug} value={topic.slug}>
                  {topic.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </>
  );
}
