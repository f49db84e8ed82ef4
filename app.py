"""`python app.py`: nesy-chat's web app on http://127.0.0.1:7860 (see --help)."""

import sys

from nesy_chat.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
