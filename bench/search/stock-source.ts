/** The bench's stock comes from the demo stock generator (owners are assigned in dataset.ts). */
export { generateStock, type GeneratedCar as StockRow } from "~/demo/stock-generator";
