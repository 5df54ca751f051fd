import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  countries,
  customerServiceEntries,
  domainRoutes,
  merchantDomains,
  resources,
  type CountryRow,
  type CustomerServiceRow,
  type DomainRouteRow,
  type MerchantDomainRow,
  type ResourceRow,
} from '../../db/schema/index.js';

export interface SystemRepository {
  customerService(merchantCode: string): Promise<CustomerServiceRow[]>;
  resources(merchantCode: string): Promise<ResourceRow[]>;
  domainRoutes(merchantCode: string): Promise<DomainRouteRow[]>;
  domains(merchantCode: string): Promise<MerchantDomainRow[]>;
  countries(merchantCode: string): Promise<CountryRow[]>;
}

export function createSystemRepository(db: Db): SystemRepository {
  return {
    customerService: (code) =>
      db
        .select()
        .from(customerServiceEntries)
        .where(eq(customerServiceEntries.merchantCode, code))
        .orderBy(asc(customerServiceEntries.sortOrder), asc(customerServiceEntries.id)),
    resources: (code) =>
      db.select().from(resources).where(eq(resources.merchantCode, code)).orderBy(asc(resources.sortOrder), asc(resources.id)),
    domainRoutes: (code) =>
      db
        .select()
        .from(domainRoutes)
        .where(eq(domainRoutes.merchantCode, code))
        .orderBy(asc(domainRoutes.sortOrder), asc(domainRoutes.id)),
    domains: (code) =>
      db
        .select()
        .from(merchantDomains)
        .where(eq(merchantDomains.merchantCode, code))
        .orderBy(asc(merchantDomains.sortOrder), asc(merchantDomains.id)),
    countries: (code) =>
      db.select().from(countries).where(eq(countries.merchantCode, code)).orderBy(asc(countries.sortOrder), asc(countries.id)),
  };
}
