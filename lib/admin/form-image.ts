import "server-only";
import { saveUploadedImage } from "../media/uploads";

/**
 * The image an admin form asks for: a newly chosen file, stored now, else the path typed in.
 * The file is stored before the rest of the form is checked; a refused form leaves behind only
 * a content-named file that the next upload of the same picture reuses.
 */
export async function imageFromForm(formData: FormData): Promise<string> {
  const file = formData.get("imageFile");
  if (file instanceof File && file.size > 0) return saveUploadedImage(file);
  const path = formData.get("image");
  return typeof path === "string" ? path : "";
}
