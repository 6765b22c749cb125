// case: decl.no-result-modifier/valid/vs_1_1/plain (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/vs_1_1/plain (assemble)
// expect: the tokens of valid-vs_1_1-plain.bin
// origin: template plain {}
vs_1_1
dcl_position v0
mov oPos, v0
