from __future__ import annotations

from typing import Literal

from cardpool import BaseCard


class ToyCard(BaseCard):
    type: Literal["piece"]
    colour: str
