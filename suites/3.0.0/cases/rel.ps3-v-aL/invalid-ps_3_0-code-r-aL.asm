// case: rel.ps3-v-aL/invalid/ps_3_0/code-r-aL (validate)
// expect: invalid [rel.ps3-v-aL]
// origin: template code {code: r-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v0}
ps_3_0
defi i0, 2, 0, 1, 0
dcl_texcoord0 v0
mov r0, v0
mov r1, v0
loop aL, i0
add r0, r0, r[aL + 1]
endloop
mov oC0, c0
