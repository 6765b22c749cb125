// case: flow.block-structure/invalid/vs_3_sw/loop_code-open-loop (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: open-loop, decls: defi i0, 2, 0, 1, 0}
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
loop aL, i0
mov r0, c0
mov o0, v0
