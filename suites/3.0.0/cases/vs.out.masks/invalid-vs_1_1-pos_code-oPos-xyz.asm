// case: vs.out.masks/invalid/vs_1_1/pos_code-oPos-xyz (validate)
// expect: invalid [vs.out.masks]
// origin: template code {code: oPos-xyz}
vs_1_1
dcl_position v0
mov oPos.xyz, v0
mov oPos, v0
