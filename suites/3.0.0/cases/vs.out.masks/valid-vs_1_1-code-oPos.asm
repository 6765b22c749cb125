// case: vs.out.masks/valid/vs_1_1/code-oPos (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_1_1/code-oPos (assemble)
// expect: the tokens of valid-vs_1_1-code-oPos.bin
// origin: template code {code: oPos}
vs_1_1
dcl_position v0
mov oPos, v0
mov oPos, v0
