// case: flow.block-structure/valid/vs_2_0/loop (validate)
// expect: valid
// case: flow.block-structure/assemble/vs_2_0/loop (assemble)
// expect: the tokens of valid-vs_2_0-loop.bin
// origin: template code {code: loop aL, i0 mov r0, c0 endloop, decls: defi i0, 2, 0, 1, 0}
vs_2_0
dcl_position v0
defi i0, 2, 0, 1, 0
loop aL, i0
mov r0, c0
endloop
mov oPos, v0
