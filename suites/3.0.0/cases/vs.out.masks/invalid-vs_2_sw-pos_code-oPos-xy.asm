// case: vs.out.masks/invalid/vs_2_sw/pos_code-oPos-xy (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oPos-xy}
vs_2_sw
dcl_position v0
mov oPos.xy, v0
mov oPos, v0
