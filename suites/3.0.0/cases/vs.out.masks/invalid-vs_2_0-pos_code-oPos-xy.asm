// case: vs.out.masks/invalid/vs_2_0/pos_code-oPos-xy (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oPos-xy}
vs_2_0
dcl_position v0
mov oPos.xy, v0
mov oPos, v0
