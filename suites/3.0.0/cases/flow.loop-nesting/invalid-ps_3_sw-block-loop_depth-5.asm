// case: flow.loop-nesting/invalid/ps_3_sw/block-loop_depth-5 (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: loop, depth: 5}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
loop aL, i0
loop aL, i0
loop aL, i0
loop aL, i0
mov r0, c0
endloop
endloop
endloop
endloop
endloop
mov oC0, c0
