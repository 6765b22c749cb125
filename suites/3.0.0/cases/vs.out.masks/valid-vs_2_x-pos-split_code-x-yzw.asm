// case: vs.out.masks/valid/vs_2_x/pos-split_code-x-yzw (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_x/pos-split_code-x-yzw (assemble)
// expect: the tokens of valid-vs_2_x-pos-split_code-x-yzw.bin
// origin: template code {code: x-yzw}
vs_2_x
dcl_position v0
mov oPos.x, v0
mov oPos.yzw, v0
mov oPos, v0
