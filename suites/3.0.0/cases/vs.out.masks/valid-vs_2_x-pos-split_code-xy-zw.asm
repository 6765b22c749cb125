// case: vs.out.masks/valid/vs_2_x/pos-split_code-xy-zw (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_x/pos-split_code-xy-zw (assemble)
// expect: the tokens of valid-vs_2_x-pos-split_code-xy-zw.bin
// origin: template code {code: xy-zw}
vs_2_x
dcl_position v0
mov oPos.xy, v0
mov oPos.zw, v0
mov oPos, v0
