// case: vs.out.masks/valid/vs_2_sw/code-oPts (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_sw/code-oPts (assemble)
// expect: the tokens of valid-vs_2_sw-code-oPts.bin
// origin: template code {code: oPts}
vs_2_sw
dcl_position v0
mov oPts, v0.x
mov oPos, v0
