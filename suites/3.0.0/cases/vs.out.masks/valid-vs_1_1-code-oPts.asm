// case: vs.out.masks/valid/vs_1_1/code-oPts (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_1_1/code-oPts (assemble)
// expect: the tokens of valid-vs_1_1-code-oPts.bin
// origin: template code {code: oPts}
vs_1_1
dcl_position v0
mov oPts, v0.x
mov oPos, v0
