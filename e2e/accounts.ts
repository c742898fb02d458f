import { expect, type APIRequestContext } from "@playwright/test";

/** Registers a new shopper through the API and returns the login token. */
export async function signUp(request: APIRequestContext): Promise<string> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const response = await request.post("/api/user/register", {
    data: {
      name: "Meera Iyer",
      email: `meera.${unique}@example.in`,
      phone: `9${unique.slice(-9)}`,
      password: "maths-is-fun-2026",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** A delivery address in Jodhpur, a serviceable pincode. */
export const jodhpurAddress = {
  firstName: "Meera",
  lastName: "Iyer",
  email: "meera@example.in",
  phone: "9876543210",
  street: "14 Residency Road",
  city: "Jodhpur",
  state: "Rajasthan",
  zipcode: "342001",
  country: "India",
};
