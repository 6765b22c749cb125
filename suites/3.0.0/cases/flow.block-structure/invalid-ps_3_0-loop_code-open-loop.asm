// case: flow.block-structure/invalid/ps_3_0/loop_code-open-loop (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: open-loop, decls: defi i0, 2, 0, 1, 0}
ps_3_0
defi i0, 2, 0, 1, 0
loop aL, i0
mov r0, c0
mov oC0, c0
