// case: random/valid/vs_2_sw/1 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/1 (assemble)
// expect: the tokens of valid-vs_2_sw-1.bin
// origin: random seed 1 vs_2_sw #1
vs_2_sw
defb b38, true
def c45, -2.0, -2.0, 0.0, 0.125
def c7, -0.5, 1.2402064e-29, 0.125, -1.0
def c13, 2.0, 0.5, 0.25, 1.0
defi i39, 4, 0, 2, 0
dcl_position v8
def c20, -11263125000000.0, -1.0, -0.5, 456514960000000.0
sincos r19.y, v8.z, c8190, c8191
call l1720
call l1720
slt r8, -c8191.yzzy, -c2
expp r26, c3.x
mov r3.w, r26
nrm r30.xyz, r8
m3x4 r21, r26, c4446
exp r3, v8.y
mad r26.yw, -r3.wzx, c8191.yzyw, c0.xwxy
mova a0.x, -r30
mad r28.xz, r8, c8191.xxwz, -c2
lit r29, -r26.zyyx
lrp r14.xz, r21, -r26, c8191.zwx
logp r8, r26.w
expp r6, r26.y
m4x3 r24.xyz, r21, c6718
logp r19, -r26.w
if_ne v8.z, r24.z
    loop aL, i39
    endloop
    log r9, r19.x
    sge r6, r26.yxyw, v8.yyzw
    m3x2 r1.xy, -r26.wzx, c1154
    nop
    expp r1.yz, r8.x
endif
exp r3.yw, -r28.z
lit r9.xyw, c0[a0.x]
mov oPos, -c8[a0.x].wwzw
mov oT2.xyz, -r19.xwxy
max oT3.xy, c1, -v8.wzyx
min oT5.xyz, -r8, r26
add oT6, r19, c4[a0.x].wzzy
mul oT7, r21.wyzx, r8.xwzy
ret
label l1720
ret
