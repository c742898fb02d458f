import type { Metadata } from "next";

/** The AR/VR experience is a static page of its own on this origin (SPEC §1). */
const EXPERIENCE_PATH = "/ar-vr/index.html";

export const metadata: Metadata = {
  title: "AR/VR Experience",
  description: "Explore the unit circle in an interactive experience from GanitPlay.",
  robots: { index: false },
};

export default function ArVrRedirect() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      {/* Immediate redirect in the browser, even without JavaScript. */}
      <meta httpEquiv="refresh" content={`0; url=${EXPERIENCE_PATH}`} />
      <h1 className="text-2xl font-bold text-slate-900">Opening the AR/VR Experience…</h1>
      <p className="mt-4 text-slate-700">
        If nothing happens,{" "}
        <a href={EXPERIENCE_PATH} className="font-semibold text-brand-700 underline">
          click here
        </a>
        .
      </p>
    </section>
  );
}
