// case: vs.out.masks/valid/vs_2_sw/code-oPos (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_sw/code-oPos (assemble)
// expect: the tokens of valid-vs_2_sw-code-oPos.bin
// origin: template code {code: oPos}
vs_2_sw
dcl_position v0
mov oPos, v0
mov oPos, v0
