// case: dst.p0-setp-only/invalid/vs_3_0/mutate-mov-p0-1 (validate)
// expect: invalid [dst.p0-setp-only]
// origin: mutator mov-p0 on random seed 1 vs_3_0 #1
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
loop aL, i13
    max r9.xw, c3.zyxy, v15[aL].zy
    callnz l310, b0
    exp r18, -c255_abs.z
    mad r1, c255, r18, v15[aL].zyxw
    slt r15, c0[aL], r1
endloop
mad o2, c3, c3.xzwz, v7.zzxy
mov o8.x, c1.xzxy
min o1, c255_abs, v7
mov p0, c0
ret
label l310
lit r17, c2
frc r25, c1.xwwz
dp3_sat r10, r25, c0.xywy
sge r7.yzw, -c2, -r17_abs
ret
