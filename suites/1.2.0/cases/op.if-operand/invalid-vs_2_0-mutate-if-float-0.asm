// case: op.if-operand/invalid/vs_2_0/mutate-if-float-0 (validate)
// expect: invalid [op.if-operand]
// origin: mutator if-float on random seed 1 vs_2_0 #0
vs_2_0
dcl_position v14
def c43, -0.5, 1.0, -1.198331e36, 1.6155648e17
defb b14, true
def c17, 6.3508796e-27, 0.5, 0.125, -1.5625964e-14
defi i7, 1, 0, 1, 0
m3x3 r6.xyz, -v14.x, c55
sub r5, -v14.zzw, c2.yyyx
sub r7, c2.xwwx, -v14
log r10, c2.y
max oPos, v14, -c2.xwyx
mov oT3.xy, r5
add oT5, -c2.zzxw, -r6.zxyz
if c0.x
endif
