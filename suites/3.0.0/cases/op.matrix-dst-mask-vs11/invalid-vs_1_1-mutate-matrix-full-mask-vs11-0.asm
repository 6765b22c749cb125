// case: op.matrix-dst-mask-vs11/invalid/vs_1_1/mutate-matrix-full-mask-vs11-0 (validate)
// expect: invalid [op.matrix-dst-mask-vs11] (documented level; valid at the native level)
// origin: mutator matrix-full-mask-vs11 on random seed 1 vs_1_1 #0
vs_1_1
dcl_position v1
def c1, -1.0, 1.9053934e-25, -0.5, -50536.14
def c31, 2.0, -0.5, 0.25, -5.072314e28
def c37, 0.0024432268, 0.0, -1.0, -1.0
dcl_texcoord3 v14
dcl_binormal v5
log r1, c3.x
dp3 r0, c3.wwyx, -r1
m3x3 r7.xyz, r1, c21
add r5, -r1, v14
max r7.yz, r0.xwwz, r5.zywz
rsq r2, c1.y
exp r2, -r1.x
log r4, c1.x
m3x3 r6.xyz, -r4, c112
exp r10, v14.w
m4x4 r10, v5, c61
dp3 r9.z, r2.wzzy, -r4
frc r10.xy, c0.ywx
max r7, c1, v5
nop
exp r3.y, c255.w
sge r9.xyw, c3.xyzy, -r5.ywzx
add r8, v14, -r7
m3x2 r0.xy, r2.xwx, c125
rcp r0, r10.y
dst r8.xzw, r0, r9
m4x4 r2, -r10.wzwx, c152
max oPos, -c3.wwzy, -r0.wzzx
mov oD0.xzw, -v1
mov oD1.y, c3.yzw
max oT1.x, r7, r4
mad oT7.x, -r2.yxwy, -v5, -c255.wxz
m3x3 r11, c0, c0
