/** A location as a shopper reads it: its name, with its city after it unless the name already says it
 *  ("Westside Auto Exchange Cannington", not "Westside Auto Exchange Cannington, Cannington"). */
export function placeName(location: { name: string; city: string }): string {
  const city = location.city.trim();
  return city === "" || location.name.toLowerCase().includes(city.toLowerCase()) ? location.name : `${location.name}, ${city}`;
}
