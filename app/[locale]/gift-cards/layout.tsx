import { withPageTexts } from "@/components/layout/page-texts";

export default withPageTexts(["giftCards", "validation"]);
