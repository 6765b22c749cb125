// case: op.breakp-operand/invalid/vs_2_x/mutate-breakp-float-1 (validate)
// expect: invalid [op.breakp-operand]
// origin: mutator breakp-float on random seed 1 vs_2_x #1
vs_2_x
def c31, 0.25, -2720644000000000.0, 2.381426e-14, -0.5
def c62, 0.25, -6.9969616e25, 2.0, 8.390075e25
dcl_position v8
defb b7, true
defi i11, 2, 1, 1, 0
defi i4, 3, 1, 2, 0
dcl_normal6 v2
def c0, -2.0, 1.0, 0.25, 1.0
def c39, 0.0, 4.0, 0.25, 0.125
sge r9, v2, c0.yzwy
dst r19.xw, v8.yzzw, c3.yxzw
frc r16, c255
sub r18, r16, c1.zzyz
abs r12.w, r19
if b2
    m3x4 r10, -r16, c221
    dp4 r24, -c2, r10
    call l9
    slt r2.y, -r9, c0.zxz
    mad r19, v2.yx, r9.xwxy, c255.ywz
endif
abs r9, -c2.wzzx
exp r4, -c1.y
expp r31, r4.w
mul oPos, -r16.wwyz, v8
mul oT7.x, -r31, c0
mov oFog, -c255.x
rep i0
    breakp c0.x
endrep
ret
label l9
dp4 r24, -c1, r10.xywx
expp r7, r18.z
log r16, r9.x
crs r21.yz, c1, c255
ret
