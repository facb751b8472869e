import type { CategoryId } from './categories';

/** A book as the API returns it. Dates are ISO strings, prices rupees. */
export interface Book {
  _id: string;
  ISBN: string;
  title: string;
  author: string;
  description: string;
  category: CategoryId | string;
  trending: boolean;
  coverImage: string;
  oldPrice: number;
  newPrice: number;
  createdAt: string;
  updatedAt: string;
}

export interface Address {
  street: string;
  city: string;
  country: string;
  state: string;
  zipcode: string;
  landmark?: string;
}

export interface OrderLine {
  productId: string;
  quantity: number;
  title: string;
  price: number;
}

export interface Order {
  _id: string;
  name: string;
  email: string;
  phone: string;
  address: Address;
  products: OrderLine[];
  productIds: string[];
  totalPrice: number;
  createdAt: string;
}

export interface NewsItem {
  _id: string;
  title: string;
  description: string;
  image: string;
}

export interface MonthlySales {
  _id: string; // "YYYY-MM"
  totalSales: number;
  totalOrders: number;
}

export interface AdminStats {
  totalBooks: number;
  totalSales: number;
  totalOrders: number;
  trendingBooks: Array<{ _id: string; title: string }>;
  monthlySales: MonthlySales[];
}

export interface AdminLoginResponse {
  message: string;
  token: string;
  user: { username: string; role: 'admin' };
}

/** Every error the API sends. `errors` maps a field path ("address.city") to its message. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
