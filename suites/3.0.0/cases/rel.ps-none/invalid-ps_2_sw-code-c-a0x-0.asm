// case: rel.ps-none/invalid/ps_2_sw/code-c-a0x-0 (validate)
// expect: invalid [rel.ps-none]
// origin: template code {code: c-a0x-0}
ps_2_sw
add r0, c0, c[a0.x]
mov oC0, c0
