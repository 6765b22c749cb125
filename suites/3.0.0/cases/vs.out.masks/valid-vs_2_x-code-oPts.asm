// case: vs.out.masks/valid/vs_2_x/code-oPts (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_x/code-oPts (assemble)
// expect: the tokens of valid-vs_2_x-code-oPts.bin
// origin: template code {code: oPts}
vs_2_x
dcl_position v0
mov oPts, v0.x
mov oPos, v0
