import { withPageTexts } from "@/components/layout/page-texts";

export default withPageTexts(["forms", "productClient"]);
