// case: vs.out.masks/valid/vs_1_1/code-oD-xy (validate)
// expect: valid
// case: vs.out.masks/assemble/vs_1_1/code-oD-xy (assemble)
// expect: the tokens of valid-vs_1_1-code-oD-xy.bin
// origin: template code {code: oD-xy}
vs_1_1
dcl_position v0
mov oD0.xy, v0
mov oPos, v0
