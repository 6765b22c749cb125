// case: vs.out.masks/valid/vs_2_x/code-oT-xy (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_x/code-oT-xy (assemble)
// expect: the tokens of valid-vs_2_x-code-oT-xy.bin
// origin: template code {code: oT-xy}
vs_2_x
dcl_position v0
mov oT0.xy, v0
mov oPos, v0
