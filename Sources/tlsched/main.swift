import TLSchedCLI
