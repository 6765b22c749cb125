// case: rel.aL-in-loop/invalid/vs_2_0/code-after-loop (validate)
// expect: invalid [rel.aL-in-loop]
// origin: template code {code: after-loop}
vs_2_0
dcl_position v0
mov r0, v0
loop aL, i0
endloop
add r0, r0, c[aL + 4]
mov oPos, v0
