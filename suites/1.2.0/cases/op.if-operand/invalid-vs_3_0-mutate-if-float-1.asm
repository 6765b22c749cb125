// case: op.if-operand/invalid/vs_3_0/mutate-if-float-1 (validate)
// expect: invalid [op.if-operand]
// origin: mutator if-float on random seed 1 vs_3_0 #1
vs_3_0
defb b12, false
defi i13, 4, 1, 1, 0
dcl_position v7
dcl_cube s3
dcl_2d s2
dcl_normal1 o8.yzw
dcl_blendweight4 o1
defi i0, 1, 0, 2, 0
dcl_2d s1
dcl_position o2
dcl_blendindices1 o8.x
def c22, -11699425000.0, 0.25, 4.0, 0.125
dcl_blendindices v15
dst r29, c3.yzxy, v7.ywyx
sub r31, c3_abs, -v15_abs.zywz
pow r8.xy, r31.y, c1.y
mov r18, -c1_abs
setp_le p0.y, v7, c3
texldl r0, v7, s2
mov o2, c0.zzwy
max_sat o8.x, -c1.zyzx, r29.yyz
mov o1, -r0_abs
if c0.x
endif
