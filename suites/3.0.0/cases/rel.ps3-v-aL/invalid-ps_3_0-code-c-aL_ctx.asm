// case: rel.ps3-v-aL/invalid/ps_3_0/code-c-aL_ctx (validate)
// expect: invalid [rel.ps3-v-aL]
// origin: template code {code: c-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v0} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
defi i0, 2, 0, 1, 0
dcl_texcoord v0
mov r0, v0
loop aL, i0
    add r0, r0, c1[aL]
endloop
mov oC0, c0
mul r1, c4, c4
mad r2, c4, r1, c4
mov r3, c1
add r4, c3, r1
mov r5, c1
