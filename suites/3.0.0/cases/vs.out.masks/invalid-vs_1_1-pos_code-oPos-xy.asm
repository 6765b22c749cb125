// case: vs.out.masks/invalid/vs_1_1/pos_code-oPos-xy (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oPos-xy}
vs_1_1
dcl_position v0
mov oPos.xy, v0
mov oPos, v0
