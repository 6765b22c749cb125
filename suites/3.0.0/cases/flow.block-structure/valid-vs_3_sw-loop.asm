// case: flow.block-structure/valid/vs_3_sw/loop (validate)
// expect: valid
// case: flow.block-structure/assemble/vs_3_sw/loop (assemble)
// expect: the tokens of valid-vs_3_sw-loop.bin
// origin: template code {code: loop aL, i0 mov r0, c0 endloop, decls: defi i0, 2, 0, 1, 0}
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
loop aL, i0
mov r0, c0
endloop
mov o0, v0
