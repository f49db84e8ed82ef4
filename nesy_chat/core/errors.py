"""Every error nesy-chat raises on purpose, so callers can tell bad input from bugs."""

from __future__ import annotations


class NesyError(Exception):
    """Base class: a message fit to show a user."""


class ModuleError(NesyError):
    """A module was rejected before it could be loaded."""

    def __init__(self, message: str, line: int | None = None, module_id: str | None = None):
        self.line = line
        self.module_id = module_id
        where = f"line {line}: " if line else ""
        super().__init__(f"{where}{message}")


class PrologSyntaxError(ModuleError):
    """The source does not parse as Prolog."""


class ForbiddenGoalError(ModuleError):
    """A clause body calls something outside the whitelist."""


class ForbiddenDirectiveError(ModuleError):
    """A directive other than the allowed declarations."""


class UndeclaredFactError(ModuleError):
    """A body uses a predicate that is neither defined nor declared as a user fact."""


class MissingClaimError(ModuleError):
    """The module exposes no 0-arity claim to ask about."""


class InvalidClauseError(ModuleError):
    """A clause whose head or shape cannot be a rule (a number, a builtin, a variable...)."""


class EngineError(NesyError):
    """A proof could not finish: it looped, exploded or hit a runtime error."""

    def __init__(self, message: str, kind: str = "error", module: str | None = None):
        self.kind = kind
        self.module = module  # the module of the claim being proved
        super().__init__(message)

    @property
    def runaway(self) -> bool:
        """The proof ran past a limit (inferences, stack, depth): the module will do it again."""
        return self.kind in ("limit", "resource", "depth")


class UnknownClaimError(NesyError):
    """The claim asked about is not in the loaded modules."""


class ReplyError(NesyError):
    """A reply the follow-up cannot take; the follow-up stays open to be answered again."""


class ContradictionError(ReplyError):
    """An answer contradicts the user's earlier answers about the same number."""

    def __init__(self, message: str, conflicting: tuple[str, ...] = ()):
        self.conflicting = conflicting  # the keys of the earlier answers it contradicts
        super().__init__(message)


class AnswerRangeError(ReplyError):
    """A number the user gave cannot be the quantity asked for: negative, or beyond any rule's amounts."""


class NotStatedError(NesyError):
    """A fact to take back that was not taken from the user's message."""


class EmbeddingError(NesyError):
    """The sentence-embedding model could not be loaded (it is never downloaded)."""


class ParseError(NesyError):
    """A sentence is outside the controlled-English grammar (or names what was never declared)."""

    def __init__(self, message: str, sentence: str | None = None):
        self.sentence = sentence
        where = f" in {sentence!r}" if sentence else ""
        super().__init__(f"{message}{where}")


class RoutingError(NesyError):
    """No solver takes the problem's mix of statements."""


class SolverError(NesyError):
    """A solver could not answer: the base of every failure a run reports."""


class MalformedProgramError(SolverError):
    """The program handed to a solver is ill-formed: unknown name, wrong arity or sort, unsafe rule."""


class SolverLimitError(SolverError):
    """A run hit one of its bounds (time, memory, inferences, facts, program size)."""

    def __init__(self, message: str, kind: str):
        self.kind = kind
        super().__init__(message)

    def __reduce__(self):  # it crosses from the solver process
        return type(self), (str(self), self.kind)


class InconsistentProgramError(SolverError):
    """The program's statements contradict each other, so any answer would follow."""


class EvaluationError(NesyError):
    """An evaluation cannot start: unreadable data, a bad option, a setting not available."""


class DocumentError(NesyError):
    """A file (or a JSON entry) that cannot become a document: binary, empty, not UTF-8, too large..."""

    def __init__(self, where: str, reason: str):
        self.where = where
        self.reason = reason
        super().__init__(f"{where}: {reason}")

    def __reduce__(self):
        return type(self), (self.where, self.reason)


class KnowledgeBaseError(NesyError):
    """The knowledge base cannot be used: a damaged folder, an unreachable or foreign Chroma, another model."""


class LLMError(NesyError):
    """A language model could not give a usable answer."""


class LLMUnavailableError(LLMError):
    """The model server cannot be reached; the message says where and how to fix it."""


class ModelMissingError(LLMUnavailableError):
    """The server is up but does not have the model (it needs `ollama pull NAME`)."""


class LLMTimeoutError(LLMError):
    """The server took longer than the timeout to answer."""


class LLMOutputError(LLMError):
    """The reply was empty, cut off, or not the JSON its schema asks for."""

    def __init__(self, message: str, output: str = ""):
        self.output = output
        super().__init__(message)


class RefinementError(LLMError):
    """The model's output was still rejected after the last repair round."""

    def __init__(self, message: str, attempts: tuple[tuple[str, str], ...] = ()):
        self.attempts = attempts  # (output, error) per round
        super().__init__(message)


class SynthesisError(ModuleError):
    """A synthesizer could not produce a valid module for a chunk."""
