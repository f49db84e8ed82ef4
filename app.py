"""nesy-chat's main entry point.

The web app arrives with the UI issue; until then this runs an example conversation in the
terminal over the paper's Married Couple's Allowance module.
"""

import sys
from pathlib import Path

from nesy_chat.cli import main

EXAMPLE = Path(__file__).parent / "knowledge" / "examples" / "married_couples_allowance.pl"

if __name__ == "__main__":
    print("nesy-chat: the web app comes later; here is an example conversation.\n")
    sys.exit(main(["prove", str(EXAMPLE), "--claim", "could_claim_married_couples_allowance", *sys.argv[1:]]))
