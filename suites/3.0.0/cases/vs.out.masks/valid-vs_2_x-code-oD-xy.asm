// case: vs.out.masks/valid/vs_2_x/code-oD-xy (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_2_x/code-oD-xy (assemble)
// expect: the tokens of valid-vs_2_x-code-oD-xy.bin
// origin: template code {code: oD-xy}
vs_2_x
dcl_position v0
mov oD0.xy, v0
mov oPos, v0
