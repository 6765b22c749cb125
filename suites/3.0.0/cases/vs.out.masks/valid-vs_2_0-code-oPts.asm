// case: vs.out.masks/valid/vs_2_0/code-oPts (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_0/code-oPts (assemble)
// expect: the tokens of valid-vs_2_0-code-oPts.bin
// origin: template code {code: oPts}
vs_2_0
dcl_position v0
mov oPts, v0.x
mov oPos, v0
