// case: vs.out.masks/invalid/vs_2_sw/pos_code-oPos-xyz (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oPos-xyz}
vs_2_sw
dcl_position v0
mov oPos.xyz, v0
mov oPos, v0
