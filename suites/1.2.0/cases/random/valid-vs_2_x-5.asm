// case: random/valid/vs_2_x/5 (validate)
// expect: valid
// case: random/assemble/vs_2_x/5 (assemble)
// expect: the tokens of valid-vs_2_x-5.bin
// origin: random seed 1 vs_2_x #5
vs_2_x
def c13, -1.0, 0.125, 4.0, 2.0
defb b9, false
def c23, -2.0, -2.2363294e23, 2.614655e-31, -1.0
dcl_position v13
defb b3, false
defi i13, 3, 1, 1, 0
dp4 r13.w, v13, c3.ywyx
crs r6.xy, -c255, -c255
rcp r22, -c1.z
crs r25.yz, v13, -c2
nrm r18, -c1.zyzw
dp3 r21, -r22.wxyw, -c3.xxwx
m4x3 r14.xyz, -r22, c84
lrp r31, r21, c2.wxwx, c1.zwzx
min r10, r31, r31.zwyz
mov r2, r10
m4x3 r21.xyz, r31, c221
mova a0, r22
dp4 r12, c1.yxwz, c2.zwwz
mova a0.yw, c2.zzzx
expp r8, c0.z
rep i13
    min r5, r2, c2
    min r3.xzw, c3, c0.wywz
    frc r31, -r21.xzxy
    m3x4 r9, -r5, c74
    rep i13
        m3x2 r5.xy, r21.wxwz, c60
        mova a0, c4[a0.w].wwwx
        mov r10, -r8
        logp r14.xyz, r14.x
        exp r3, r31.z
        sgn r12.xy, c0[a0.w], r2, r3
        lit r21, -c0[a0.w]
        exp r15.xyw, -c0.y
        pow r3, c0[a0.z].y, r9.z
        mov r3, c4[a0.w].zxwy
        pow r24.xw, c2.z, v13.y
        m3x2 r28.xy, r31.zywy, c127
        callnz l11, b5
        dp3 r31.w, -r9, r8.yyz
        rsq r6, c4[a0.x].y
        abs r7, r18
    endrep
endrep
min oPos, -c0.ywyz, c4[a0.x]
max oD1.zw, r8, c0.zzzx
min oT2.xyz, c0[a0.w], c4[a0.y].zwx
mov oT3, r21
ret
label l11
if b3
    frc r12, c3
    m4x3 r3.xyz, r10.zxw, c68
endif
ret
