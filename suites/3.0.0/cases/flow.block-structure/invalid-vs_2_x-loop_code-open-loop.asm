// case: flow.block-structure/invalid/vs_2_x/loop_code-open-loop (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: open-loop, decls: defi i0, 2, 0, 1, 0}
vs_2_x
dcl_position v0
defi i0, 2, 0, 1, 0
loop aL, i0
mov r0, c0
mov oPos, v0
